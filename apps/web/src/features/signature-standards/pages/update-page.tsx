import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ConnectAustrianEidButton } from "../../../entities/identification/connect-austrian-eid.tsx";
import { readReturnPath, STANDARDS_PATH, withReturnPath } from "../../../entities/identification/return-path.ts";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useQualitiesDetail } from "../api/standards-api.ts";
import { BackLink } from "../components/back-link.tsx";
import ways from "../../../entities/identification/identification.module.css";
import styles from "../components/standards.module.css";

const TARGETS = [
  { key: "aes", quality: "aes", legislation: "any", path: `${STANDARDS_PATH}/mobile-id` },
  { key: "eidas", quality: "qes", legislation: "eidas", path: `${STANDARDS_PATH}/eidas` },
  { key: "zertes", quality: "qes", legislation: "zertes", path: `${STANDARDS_PATH}/zertes` },
] as const;

/** Spec §2 /profile/signature-standards/update: the standards one can add (AES by mobile number, QES under eIDAS or ZertES). */
export default function UpdatePage() {
  const { t } = useTranslation();
  const returnPath = readReturnPath(useLocation().search);
  const detail = useQualitiesDetail();
  if (detail.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  const holds = (quality: string, legislation: string) =>
    detail.data?.qualities.some((entry) => entry.quality === quality && entry.legislation === legislation && entry.isAvailable) ?? false;

  return (
    <div className={styles.page}>
      <h1>{t("titles.signature_standards_update")}</h1>
      <p className={styles.lead}>{t("signature_standards.update.lead")}</p>
      <div className={ways.ways}>
        {TARGETS.map((target) => {
          const title = t(`signature_standards.update.${target.key}_title`);
          return (
            <section key={target.key} className={ways.way} aria-labelledby={`standard-${target.key}`}>
              <h2 id={`standard-${target.key}`}>{title}</h2>
              <p>{t(`signature_standards.update.${target.key}_body`)}</p>
              {holds(target.quality, target.legislation) ? (
                <p className={styles.held}>{t("signature_standards.update.held")}</p>
              ) : (
                <Link to={withReturnPath(target.path, returnPath)}>{t("signature_standards.update.start", { standard: title })}</Link>
              )}
            </section>
          );
        })}
      </div>
      <div className={styles.links}>
        <ConnectAustrianEidButton audience="account" returnPath={withReturnPath(`${STANDARDS_PATH}/id-austria-success`, returnPath)} />
        <BackLink returnPath={returnPath} />
      </div>
    </div>
  );
}
