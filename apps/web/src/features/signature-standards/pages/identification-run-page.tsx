import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { accountIdentificationCalls, useIdentification } from "../../../shared/guest/identification-api.ts";
import { findWay } from "../../../shared/guest/identification-methods.ts";
import { IdentificationRun } from "../../../shared/identification/identification-run.tsx";
import { readReturnPath, STANDARDS_PATH, withReturnPath } from "../../../shared/identification/return-path.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { ACCOUNT_SCOPE, useQualitiesDetail, useReloadQualities } from "../api/standards-api.ts";
import { BackLink, useBackTarget } from "../components/back-link.tsx";
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

/** When the verdict arrives as success, the account's qualities (user, table) are read again. */
function ReloadWhenIdentified({ way, calls }: { way: NonNullable<ReturnType<typeof findWay>>; calls: ReturnType<typeof accountIdentificationCalls> }) {
  const current = useIdentification(calls, ACCOUNT_SCOPE, way);
  const reload = useReloadQualities();
  const succeeded = current.data?.status === "success";
  useEffect(() => {
    if (succeeded) void reload();
  }, [succeeded, reload]);
  return null;
}

/** QES is confirmed by a TAN texted to the account's mobile number: once identified, one without a confirmed number is sent to confirm it. */
function MobileStillNeeded({ way, calls, returnPath }: { way: NonNullable<ReturnType<typeof findWay>>; calls: ReturnType<typeof accountIdentificationCalls>; returnPath: string | null }) {
  const { t } = useTranslation();
  const current = useIdentification(calls, ACCOUNT_SCOPE, way);
  const detail = useQualitiesDetail();
  const hasMobile = detail.data?.qualities.some((entry) => entry.quality === "aes" && entry.isAvailable);
  if (current.data?.identStatus !== "activatingQES" || hasMobile !== false) return null;
  return (
    <Alert tone="warning">
      <p>{t("signature_standards.run.needs_mobile")}</p>
      <Link to={withReturnPath(`${STANDARDS_PATH}/mobile-id`, returnPath)}>{t("signature_standards.get.mobile_tan")}</Link>
    </Alert>
  );
}
