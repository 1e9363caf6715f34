import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { EndpointResponse, getSignatureQualitiesDetail } from "@paraph/contracts";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";

export type QualityDetail = EndpointResponse<typeof getSignatureQualitiesDetail>["qualities"][number];

/** What a missing standard takes, and the page that gives it (a verified e-mail comes from the sign-up link). */
export function HowToGet({ detail }: { detail: QualityDetail }) {
  const { t } = useTranslation();
  const { requires, legislation } = detail;
  const target =
    requires === "mobile_tan"
      ? { path: `${STANDARDS_PATH}/mobile-id`, label: t("signature_standards.get.mobile_tan") }
      : requires === "identification" && legislation !== "any"
        ? { path: `${STANDARDS_PATH}/${legislation}`, label: t(`signature_standards.get.identification_${legislation}`) }
        : null;
  return (
    <>
      <span>{t(`signature_standards.requires.${requires}`)}</span> {target ? <Link to={target.path}>{target.label}</Link> : null}
    </>
  );
}
