import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useServices } from "../../../shared/services/services-context.tsx";
import { directIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { ConnectAustrianEidButton } from "../../../entities/identification/connect-austrian-eid.tsx";
import { LegislationChoice } from "../../../entities/identification/legislation-choice.tsx";
import styles from "../../../entities/identification/identification.module.css";
import { NoGuestLink } from "./no-guest-link.tsx";
import { useGuestLink } from "./use-guest-link.ts";

export const DIRECT_IDENTIFICATION_PATH = "/direct-sign/identification";

/** Spec §2 /direct-sign/identification/eidas and /zertes (nas): the guest chooses how to identify (under eIDAS also with ID Austria, through its dialog). */
export default function DirectIdentificationChoicePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { api } = useServices();
  const link = useGuestLink();
  const calls = useMemo(() => directIdentificationCalls(api), [api]);
  const legislation = pathname.endsWith("/zertes") ? "zertes" : "eidas";
  if (!link) return <NoGuestLink />;
  return (
    <div className={styles.page}>
      <LegislationChoice
        legislation={legislation}
        calls={calls}
        scope={link.scope}
        basePath={DIRECT_IDENTIFICATION_PATH}
        {...(legislation === "zertes" ? { personalDetailsPath: `${DIRECT_IDENTIFICATION_PATH}/zertes/personal-details` } : {})}
      />
      {legislation === "eidas" ? (
        <ConnectAustrianEidButton audience="guest" returnPath={`${DIRECT_IDENTIFICATION_PATH}/id-austria-success`} requestId={link.requestId} />
      ) : null}
      <Link to={link.viewPath}>{t("identification.direct.back")}</Link>
    </div>
  );
}
