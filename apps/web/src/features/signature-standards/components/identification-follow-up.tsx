import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIdentification, type IdentificationCalls } from "../../../entities/identification/identification-api.ts";
import type { IdentificationWay } from "../../../entities/identification/identification-methods.ts";
import { STANDARDS_PATH, withReturnPath } from "../../../entities/identification/return-path.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { ACCOUNT_SCOPE, useQualitiesDetail, useReloadQualities } from "../api/standards-api.ts";

/** When the verdict arrives as success, the account's qualities (user, table) are read again. */
export function ReloadWhenIdentified({ way, calls }: { way: IdentificationWay; calls: IdentificationCalls }) {
  const current = useIdentification(calls, ACCOUNT_SCOPE, way);
  const reload = useReloadQualities();
  const succeeded = current.data?.status === "success";
  useEffect(() => {
    if (succeeded) void reload();
  }, [succeeded, reload]);
  return null;
}

/** QES is confirmed by a TAN texted to the account's mobile number: once identified, one without a confirmed number is sent to confirm it. */
export function MobileStillNeeded({ way, calls, returnPath }: { way: IdentificationWay; calls: IdentificationCalls; returnPath: string | null }) {
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
