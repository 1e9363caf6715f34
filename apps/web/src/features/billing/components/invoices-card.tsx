import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDate, formatMinorAmount } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import table from "../../../shared/ui/management-page/management-page.module.css";
import { invoicesQuery } from "../api/billing-api.ts";
import styles from "./billing.module.css";

const STATUSES = ["paid", "open", "void", "draft", "uncollectible"] as const;

/** The invoices the payment provider issued, newest first, each linking to the provider's copy. */
export function InvoicesCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const invoices = useQuery(invoicesQuery(api, businessId));
  const statusText = (status: string) => {
    const known = STATUSES.find((entry) => entry === status);
    return known ? t(`billing.invoices.statuses.${known}`) : status;
  };
  return (
    <Card>
      <h2>{t("billing.invoices.title")}</h2>
      {invoices.isPending ? <Spinner label={t("common.loading")} /> : null}
      {invoices.isError ? <Alert tone="error">{describeError(invoices.error, t)}</Alert> : null}
      {invoices.data?.length === 0 ? <p className={styles.muted}>{t("billing.invoices.empty")}</p> : null}
      {invoices.data && invoices.data.length > 0 ? (
        <div className={table.tableScroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t("billing.invoices.number")}</th>
                <th scope="col">{t("billing.invoices.date")}</th>
                <th scope="col">{t("billing.invoices.amount")}</th>
                <th scope="col">{t("billing.invoices.status")}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>
                    {invoice.url ? (
                      <a href={invoice.url} target="_blank" rel="noreferrer noopener">
                        {invoice.number ?? invoice.id}
                      </a>
                    ) : (
                      (invoice.number ?? invoice.id)
                    )}
                  </td>
                  <td>{formatDate(invoice.createdAt, language)}</td>
                  <td>{formatMinorAmount(invoice.total, invoice.currency, language)}</td>
                  <td>{statusText(invoice.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
