import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useQualitiesDetail } from "../api/standards-api.ts";
import { StandardsTable } from "../components/standards-table.tsx";
import styles from "../components/standards.module.css";

/** Spec §2 /profile/signature-standards: the table of the user's standards, the default legislation and the way to raise them. */
export default function StandardsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const detail = useQualitiesDetail();
  const legislation = user?.attributes.defaultLegislation;
  return (
    <div className={styles.page}>
      <h1>{t("titles.signature_standards")}</h1>
      <p className={styles.lead}>{t("signature_standards.overview.lead")}</p>
      {detail.isPending ? <Spinner size="lg" label={t("common.loading")} /> : null}
      {detail.isError ? <Alert tone="error">{describeError(detail.error, t)}</Alert> : null}
      {detail.data ? <StandardsTable qualities={detail.data.qualities} isDemo={detail.data.highest?.isDemo ?? false} /> : null}
      <p>
        {t("signature_standards.overview.default_legislation")}:{" "}
        <strong>{legislation ? t(`signature_standards.legislations.${legislation}`) : t("signature_standards.overview.default_legislation_none")}</strong>
      </p>
      <div className={styles.links}>
        <Link to={`${STANDARDS_PATH}/update`}>{t("signature_standards.overview.update")}</Link>
        <Link to={`${STANDARDS_PATH}/legislation`}>{t("signature_standards.overview.change_legislation")}</Link>
        <Link to="/profile">{t("signature_standards.overview.back")}</Link>
      </div>
    </div>
  );
}
