import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WEBHOOK_LIMITS } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useWebhookChanges, webhooksQuery } from "../api/webhooks-api.ts";
import styles from "../components/webhooks.module.css";
import { SecretValue } from "../components/secret-value.tsx";
import { WebhookCard } from "../components/webhook-card.tsx";
import { WebhookForm } from "../components/webhook-form.tsx";

/** /business/developers/webhooks: the business's webhook endpoints, their logs, and the callback secret (docs/webhooks.md). */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_webhooks")}</h1>
      <p>{t("webhooks.intro")}</p>
      {business ? <Webhooks key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function Webhooks({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useWebhookChanges(businessId);
  const webhooks = useQuery(webhooksQuery(api, businessId));
  const [createdSecret, setCreatedSecret] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (webhooks.isPending) return <Spinner />;
  if (webhooks.isError) return <Alert tone="error">{describeError(webhooks.error, t)}</Alert>;
  const isFull = webhooks.data.webhooks.length >= WEBHOOK_LIMITS.endpointsPerBusiness;
  return (
    <>
      <Card>
        <h2>{t("webhooks.create.title")}</h2>
        {createdSecret ? (
          <Alert tone="success" title={t("webhooks.secret.created_title")}>
            <p>{t("webhooks.secret.once")}</p>
            <SecretValue secret={createdSecret} label={t("webhooks.secret.label")} />
          </Alert>
        ) : null}
        {isFull ? (
          <p className={styles.muted}>{t("webhooks.create.full", { max: WEBHOOK_LIMITS.endpointsPerBusiness })}</p>
        ) : (
          <WebhookForm
            key={formKey}
            initial={{ url: "", description: "", events: [] }}
            submitLabel={t("webhooks.create.submit")}
            onSubmit={async (values) => {
              const created = await changes.create(values);
              setCreatedSecret(created.secret);
              setFormKey((key) => key + 1);
              snackbar.show({ message: t("webhooks.create.done"), color: "success" });
            }}
          />
        )}
      </Card>
      {webhooks.data.webhooks.length === 0 ? <p className={styles.muted}>{t("webhooks.empty")}</p> : null}
      {webhooks.data.webhooks.map((webhook) => (
        <WebhookCard key={webhook.id} businessId={businessId} webhook={webhook} />
      ))}
      <Card>
        <h2>{t("webhooks.callback.title")}</h2>
        <p>{t("webhooks.callback.intro")}</p>
        <SecretValue secret={webhooks.data.callbackSecret} label={t("webhooks.callback.label")} />
      </Card>
    </>
  );
}
