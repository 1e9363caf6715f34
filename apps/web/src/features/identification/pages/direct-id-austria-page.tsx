import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useDirectUser } from "../../../entities/direct-sign/direct-sign-api.ts";
import { directIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { IdAustriaConnection } from "../../../entities/identification/id-austria-connection.tsx";
import styles from "../../../entities/identification/identification.module.css";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { DIRECT_IDENTIFICATION_PATH } from "./direct-identification-choice-page.tsx";
import { NoGuestLink } from "./no-guest-link.tsx";
import { useGuestLink } from "./use-guest-link.ts";

/**
 * Spec §2 /direct-sign/identification/id-austria-success (nas): where the identity provider sends
 * the guest back from ID Austria, for the link's request: how it ended, and on to sign; with none
 * yet, the connect-an-Austrian-eID dialog.
 */
export default function DirectIdAustriaPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { api } = useServices();
  const link = useGuestLink();
  const calls = useMemo(() => directIdentificationCalls(api), [api]);
  const user = useDirectUser(link?.requestId ?? "");
  if (!link) return <NoGuestLink />;
  return (
    <div className={styles.page}>
      <h1>{t("titles.id_austria_success")}</h1>
      <p className={styles.lead}>{t("identification.id_austria.lead")}</p>
      {user.data ? (
        <IdAustriaConnection
          audience="guest"
          calls={calls}
          scope={link.scope}
          requestId={link.requestId}
          email={user.data.email}
          returnPath={pathname}
          choicePath={`${DIRECT_IDENTIFICATION_PATH}/eidas`}
          continuePath={link.viewPath}
          continueLabel={t("identification.direct.sign")}
        />
      ) : (
        <Spinner size="lg" label={t("common.loading")} />
      )}
      <Link to={link.viewPath}>{t("identification.direct.back")}</Link>
    </div>
  );
}
