import { useTranslation } from "react-i18next";
import type { PricePreview } from "@paraph/contracts";
import { formatDate, formatMinorAmount } from "../../shared/i18n/format.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import styles from "./billing.module.css";

/** What a change costs, line by line as the provider computed it, with the proration said plainly. */
export function PricePreviewTable({ preview }: { preview: PricePreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatMinorAmount(minor, preview.currency, language);
  const hasProration = preview.lines.some((line) => line.isProration);
  return (
    <div>
      <table className={styles.preview}>
        <caption className={styles.muted}>{t("billing.preview.title")}</caption>
        <tbody>
          {preview.lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <th scope="row">{line.quantity > 1 ? t("billing.preview.line", { quantity: String(line.quantity), description: line.description }) : line.description}</th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
          {preview.discount !== 0 ? (
            <tr>
              <th scope="row">{preview.promoCode ? `${t("billing.preview.discount")} (${preview.promoCode})` : t("billing.preview.discount")}</th>
              <td>{money(-Math.abs(preview.discount))}</td>
            </tr>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">{t("billing.preview.due_today")}</th>
            <td>{money(preview.amountDueNow)}</td>
          </tr>
        </tbody>
      </table>
      {hasProration ? <p className={styles.muted}>{t("billing.preview.proration")}</p> : null}
      {preview.nextBillingAt ? (
        <p className={styles.muted}>{t("billing.preview.next_renewal", { amount: money(preview.total), date: formatDate(preview.nextBillingAt, language) })}</p>
      ) : null}
    </div>
  );
}
