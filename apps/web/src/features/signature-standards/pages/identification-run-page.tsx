import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { accountIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { findWay } from "../../../entities/identification/identification-methods.ts";
import { IdentificationRun } from "../../../entities/identification/identification-run.tsx";
import { readReturnPath, STANDARDS_PATH, withReturnPath } from "../../../entities/identification/return-path.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { ACCOUNT_SCOPE } from "../api/standards-api.ts";
import { BackLink, useBackTarget } from "../components/back-link.tsx";
import { MobileStillNeeded, ReloadWhenIdentified } from "../components/identification-follow-up.tsx";
import { IdentificationPayment } from "../components/identification-payment.tsx";
import styles from "../components/standards.module.css";
import { NotFoundWay } from "./not-found-way.tsx";

/**
 * Spec §2 /profile/signature-standards/eidas/self, /eidas/video, /zertes/auto, /zertes/video: the
 * account's identification with one partner and check (start, pay if no business covers it, status,
 * cancel, continue). Once it succeeded the account holds QES under the legislation; the user goes on
 * to the request that sent them here, or back to the table.
 */
export default function IdentificationRunPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { api } = useServices();
  const { user } = useSession();
  const calls = useMemo(() => accountIdentificationCalls(api), [api]);
  const [legislation = "", segment = ""] = pathname.slice(STANDARDS_PATH.length + 1).split("/");
  const way = legislation === "eidas" || legislation === "zertes" ? findWay(legislation, segment) : undefined;
  const returnPath = readReturnPath(search);
  const back = useBackTarget(returnPath);
  if (!way || !user) return <NotFoundWay />;
  return (
    <div className={styles.page}>
      <h1>{t(`titles.${way.legislation}_${way.segment}` as never)}</h1>
      <ReloadWhenIdentified way={way} calls={calls} />
      <MobileStillNeeded way={way} calls={calls} returnPath={returnPath} />
      <IdentificationRun
        way={way}
        calls={calls}
        scope={ACCOUNT_SCOPE}
        email={user.email}
        returnPath={withReturnPath(pathname, returnPath)}
        choicePath={withReturnPath(`${STANDARDS_PATH}/${way.legislation}`, returnPath)}
        continuePath={back.path}
        continueLabel={back.label}
      />
      <IdentificationPayment way={way} calls={calls} />
      <BackLink returnPath={returnPath} />
    </div>
  );
}
