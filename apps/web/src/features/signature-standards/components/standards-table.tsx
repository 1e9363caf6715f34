import { useTranslation } from "react-i18next";
import { HowToGet, type QualityDetail } from "./how-to-get.tsx";
import styles from "./standards.module.css";

/** Spec §2 /profile/signature-standards: the user's qualities per legislation, what each lets them sign and how to get the missing ones. */
export function StandardsTable({ qualities, isDemo }: { qualities: readonly QualityDetail[]; isDemo: boolean }) {
  const { t } = useTranslation();
  const columns = {
    standard: t("signature_standards.overview.standard"),
    legislation: t("signature_standards.overview.legislation"),
    held: t("signature_standards.overview.held"),
    letsYou: t("signature_standards.overview.lets_you"),
    how: t("signature_standards.overview.how"),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t("signature_standards.overview.table_caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.standard}</th>
            <th scope="col">{columns.legislation}</th>
            <th scope="col">{columns.held}</th>
            <th scope="col">{columns.letsYou}</th>
            <th scope="col">{columns.how}</th>
          </tr>
        </thead>
        <tbody>
          {qualities.map((detail) => (
            <tr key={`${detail.quality}-${detail.legislation}`} data-quality={detail.quality} data-legislation={detail.legislation} data-held={detail.isAvailable}>
              <th scope="row" data-label={columns.standard}>
                {t(`signature_standards.qualities.${detail.quality}`)}
              </th>
              <td data-label={columns.legislation}>{t(`signature_standards.legislations.${detail.legislation}`)}</td>
              <td data-label={columns.held} className={detail.isAvailable ? styles.held : styles.missing}>
                {detail.isAvailable
                  ? `${t("signature_standards.overview.yes")}${isDemo && detail.quality === "qes" ? ` (${t("signature_standards.overview.demo")})` : ""}`
                  : t("signature_standards.overview.no")}
              </td>
              <td data-label={columns.letsYou}>{t(`signature_standards.lets_you.${detail.quality}`)}</td>
              <td data-label={columns.how}>{detail.isAvailable ? "—" : <HowToGet detail={detail} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
