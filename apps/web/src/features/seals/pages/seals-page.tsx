import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buildPath } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { sealsQuery } from "../api/seals-api.ts";
import styles from "../components/seals.module.css";

/** /business/seals: the business's seals (spec §3 seal list item) with how many API keys and members may use each. */
export default function SealsPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_seals")}</h1>
      <p>{t("seals.list.intro")}</p>
      {business ? <SealList key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function SealList({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const seals = useQuery(sealsQuery(api, businessId));
  if (seals.isPending) return <Spinner />;
  if (seals.isError) return <Alert tone="error">{describeError(seals.error, t)}</Alert>;
  return (
    <Card>
      {seals.data.length === 0 ? (
        <p className={styles.muted}>{t("seals.list.empty")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t("seals.list.display_name")}</th>
                <th>{t("seals.list.account_name")}</th>
                <th>{t("seals.list.api_keys")}</th>
                <th>{t("seals.list.members")}</th>
              </tr>
            </thead>
            <tbody>
              {seals.data.map((seal) => (
                <tr key={seal.accountName}>
                  <td>
                    <Link to={buildPath("/business/seals/:accountname", { accountname: seal.accountName })}>{seal.displayName}</Link>
                  </td>
                  <td>{seal.accountName}</td>
                  <td>{seal.amountApiKeys}</td>
                  <td>{seal.amountMembers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
