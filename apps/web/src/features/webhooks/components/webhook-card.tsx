import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Webhook } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useWebhookChanges } from "../api/webhooks-api.ts";
import styles from "./webhooks.module.css";
import { DeliveryLog } from "./delivery-log.tsx";
import { SecretValue } from "./secret-value.tsx";
import { WebhookForm } from "./webhook-form.tsx";

type Asking = "roll" | "delete" | null;

/** One endpoint: what it receives, its actions (edit, enable, roll, delete, test) and its delivery log. */
export function WebhookCard({ businessId, webhook }: { businessId: string; webhook: Webhook }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const changes = useWebhookChanges(businessId);
  const [isEditing, setEditing] = useState(false);
  const [isLogOpen, setLogOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);

  const run = async (action: string, work: () => Promise<void>) => {
    setLoading(action);
    setFailure(null);
    try {
      await work();
      setAsking(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(null);
    }
  };
  const toggleEnabled = () =>
    run("enable", async () => {
      await changes.update(webhook.id, { enabled: !webhook.enabled });
      snackbar.show({ message: t(webhook.enabled ? "webhooks.card.disabled_done" : "webhooks.card.enabled_done"), color: "success" });
    });
  const sendTest = () =>
    run("test", async () => {
      await changes.sendTest(webhook.id);
      setLogOpen(true);
      snackbar.show({ message: t("webhooks.card.test_sent"), color: "success" });
    });

  return (
    <Card as="article">
      <h2 className={styles.url}>{webhook.url}</h2>
      {webhook.description ? <p>{webhook.description}</p> : null}
      <p>
        {webhook.enabled ? t("webhooks.card.enabled") : webhook.disabledForFailures ? t("webhooks.card.disabled_failures") : t("webhooks.card.disabled")}
      </p>
      <p className={styles.muted}>{t("webhooks.card.events", { events: webhook.events.join(", ") })}</p>
      {newSecret ? (
        <Alert tone="success" title={t("webhooks.secret.new_title")}>
          <p>{t("webhooks.secret.once")}</p>
          <SecretValue secret={newSecret} label={t("webhooks.secret.label")} />
        </Alert>
      ) : null}
      {failure && asking === null ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      {isEditing ? (
        <WebhookForm
          initial={{ url: webhook.url, description: webhook.description, events: webhook.events }}
          submitLabel={t("webhooks.card.save")}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await changes.update(webhook.id, values);
            setEditing(false);
            snackbar.show({ message: t("webhooks.card.saved"), color: "success" });
          }}
        />
      ) : (
        <div className={styles.rowActions}>
          <Button kind="secondary" size="sm" onClick={() => setEditing(true)}>
            {t("webhooks.card.edit")}
          </Button>
          <Button kind="secondary" size="sm" loading={loading === "enable"} onClick={() => void toggleEnabled()}>
            {webhook.enabled ? t("webhooks.card.disable") : t("webhooks.card.enable")}
          </Button>
          <Button kind="secondary" size="sm" loading={loading === "test"} onClick={() => void sendTest()}>
            {t("webhooks.card.test")}
          </Button>
          <Button kind="secondary" size="sm" onClick={() => setAsking("roll")}>
            {t("webhooks.card.roll")}
          </Button>
          <Button kind="secondary" size="sm" color="error" onClick={() => setAsking("delete")}>
            {t("webhooks.card.delete")}
          </Button>
          <Button kind="text" size="sm" aria-expanded={isLogOpen} onClick={() => setLogOpen(!isLogOpen)}>
            {isLogOpen ? t("webhooks.card.hide_log") : t("webhooks.card.show_log")}
          </Button>
        </div>
      )}
      {isLogOpen ? <DeliveryLog businessId={businessId} webhookId={webhook.id} /> : null}
      {asking === "roll" ? (
        <ConfirmDialogFrame
          dialog={{ loadingAction: loading, close: () => setAsking(null) }}
          title={t("webhooks.roll.title")}
          body={t("webhooks.roll.body")}
          action="roll"
          confirmLabel={t("webhooks.roll.confirm")}
          failure={failure}
          onConfirm={() =>
            void run("roll", async () => {
              setNewSecret((await changes.rollSecret(webhook.id)).secret);
            })
          }
        />
      ) : null}
      {asking === "delete" ? (
        <ConfirmDialogFrame
          dialog={{ loadingAction: loading, close: () => setAsking(null) }}
          title={t("webhooks.delete.title")}
          body={t("webhooks.delete.body", { url: webhook.url })}
          action="delete"
          confirmLabel={t("webhooks.delete.confirm")}
          confirmColor="error"
          failure={failure}
          onConfirm={() =>
            void run("delete", async () => {
              await changes.remove(webhook.id);
              snackbar.show({ message: t("webhooks.delete.done"), color: "success" });
            })
          }
        />
      ) : null}
    </Card>
  );
}
