import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ApiUser } from "@paraph/contracts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { usageQuery } from "../../../entities/billing/billing-api.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { apiUsersQuery } from "../api/api-users-api.ts";
import styles from "../components/api-users.module.css";

/** /business/developers/api: the business's API users, their keys' last use and seal, and the dialogs that change them. */
export default function ApiUsersPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_api")}</h1>
      <p>{t("api_users.list.intro")}</p>
      {business ? <ApiUserList key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function ApiUserList({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const dialogs = useDialogs();
  const apiUsers = useQuery(apiUsersQuery(api, businessId));
  // The plan decides how many API users a business may have (docs/api-users.md); null is no limit.
  const limit = useQuery(usageQuery(api, businessId)).data?.apiUsers.limit ?? null;
  if (apiUsers.isPending) return <Spinner />;
  if (apiUsers.isError) return <Alert tone="error">{describeError(apiUsers.error, t)}</Alert>;
  const open = (key: "business/edit-api-user" | "business/reset-api-key" | "business/delete-api-user", apiUser: ApiUser) => dialogs.open(key, { businessId, apiUser });
  const isFull = limit !== null && apiUsers.data.length >= limit;

  return (
    <Card>
      <div className={styles.toolbar}>
        <Button onClick={() => dialogs.open("business/create-api-user", { businessId })} disabled={isFull}>
          {t("api_users.list.create")}
        </Button>
      </div>
      {isFull ? <p className={styles.muted}>{t("api_users.list.full", { max: limit })}</p> : null}
      {apiUsers.data.length === 0 ? (
        <p className={styles.muted}>{t("api_users.list.empty")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t("api_users.list.description")}</th>
                <th>{t("api_users.list.username")}</th>
                <th>{t("api_users.list.seal")}</th>
                <th>{t("api_users.list.created")}</th>
                <th>{t("api_users.list.last_used")}</th>
                <th>
                  <span className="visually-hidden">{t("api_users.list.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {apiUsers.data.map((apiUser) => (
                <tr key={apiUser.username}>
                  <td>{apiUser.description}</td>
                  <td>{apiUser.username}</td>
                  <td>{apiUser.sealAccountName ?? "–"}</td>
                  <td>{formatDateTime(apiUser.createdAt, language)}</td>
                  <td>{apiUser.lastUsedAt ? formatDateTime(apiUser.lastUsedAt, language) : t("api_users.list.never_used")}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Button size="sm" kind="secondary" onClick={() => open("business/edit-api-user", apiUser)}>
                        {t("api_users.list.edit", { name: apiUser.description })}
                      </Button>
                      <Button size="sm" kind="secondary" onClick={() => open("business/reset-api-key", apiUser)}>
                        {t("api_users.list.reset", { name: apiUser.description })}
                      </Button>
                      <Button size="sm" kind="secondary" color="error" onClick={() => open("business/delete-api-user", apiUser)}>
                        {t("api_users.list.delete", { name: apiUser.description })}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
