import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";

/** Where a standards page leads back: the request that sent the user here, or the standards table. */
export function useBackTarget(returnPath: string | null): { path: string; label: string } {
  const { t } = useTranslation();
  return returnPath
    ? { path: returnPath, label: t("signature_standards.run.back_to_request") }
    : { path: STANDARDS_PATH, label: t("signature_standards.run.back_to_standards") };
}

export function BackLink({ returnPath }: { returnPath: string | null }) {
  const back = useBackTarget(returnPath);
  return <Link to={back.path}>{back.label}</Link>;
}
