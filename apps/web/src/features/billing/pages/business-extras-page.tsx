import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { formatMinorAmount } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import table from "../../../shared/ui/management-page/management-page.module.css";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { extrasQuery } from "../api/billing-api.ts";
import styles from "../components/billing.module.css";

/** /business/extras (admins): the custom extras the operator agreed with the business (GET …/customextras). */
export default function BusinessExtrasPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_extras")}</h1>
      <p>{t("billing.extras.intro")}</p>
      {business ? <Extras key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function Extras({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const extras = useQuery(extrasQuery(api, businessId));
  if (extras.isPending) return <Spinner label={t("common.loading")} />;
  if (extras.isError) return <Alert tone="error">{describeError(extras.error, t)}</Alert>;
  return (
    <Card>
      {extras.data.length === 0 ? (
        <p className={styles.muted}>{t("billing.extras.empty")}</p>
      ) : (
        <div className={table.tableScroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t("billing.extras.name")}</th>
                <th scope="col">{t("billing.extras.quantity")}</th>
                <th scope="col">{t("billing.extras.price")}</th>
              </tr>
            </thead>
            <tbody>
              {extras.data.map((extra) => (
                <tr key={extra.name}>
                  <td>
                    <strong>{extra.name}</strong>
                    {extra.description ? <div className={styles.muted}>{extra.description}</div> : null}
                  </td>
                  <td>{extra.quantity ?? "—"}</td>
                  <td>{extra.price !== null && extra.currency ? formatMinorAmount(extra.price, extra.currency, language) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>{t("billing.extras.contact")}</p>
    </Card>
  );
}
