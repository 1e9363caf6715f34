import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { accountIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { ID_AUSTRIA_WAY } from "../../../entities/identification/identification-methods.ts";
import { IdAustriaConnection } from "../../../entities/identification/id-austria-connection.tsx";
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
 * Spec §2 /profile/signature-standards/id-austria-success: where the identity provider sends the
 * account back from ID Austria (the connect-an-Austrian-eID dialog started it). It shows how the
 * identification ended — QES under eIDAS held, or why not — and leads back (`returnTo`); with none
 * yet, it offers the dialog.
 */
export default function IdAustriaPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { api } = useServices();
  const { user } = useSession();
  const calls = useMemo(() => accountIdentificationCalls(api), [api]);
  const returnPath = readReturnPath(search);
  const back = useBackTarget(returnPath);
  if (!user) return <NotFoundWay />;
  return (
    <div className={styles.page}>
      <h1>{t("titles.id_austria_success")}</h1>
      <p className={styles.lead}>{t("identification.id_austria.lead")}</p>
      <ReloadWhenIdentified way={ID_AUSTRIA_WAY} calls={calls} />
      <MobileStillNeeded way={ID_AUSTRIA_WAY} calls={calls} returnPath={returnPath} />
      <IdAustriaConnection
        audience="account"
        calls={calls}
        scope={ACCOUNT_SCOPE}
        email={user.email}
        returnPath={withReturnPath(pathname, returnPath)}
        choicePath={withReturnPath(`${STANDARDS_PATH}/eidas`, returnPath)}
        continuePath={back.path}
        continueLabel={back.label}
      />
      <IdentificationPayment way={ID_AUSTRIA_WAY} calls={calls} />
      <BackLink returnPath={returnPath} />
    </div>
  );
}
