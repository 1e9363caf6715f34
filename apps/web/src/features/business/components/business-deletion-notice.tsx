import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { businessKeys, businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { shellEndpoints } from "../../../shared/api/shell-calls.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import styles from "./business-deletion-notice.module.css";

/**
 * Spec §4 "business deletion can be revoked": while a deletion is pending, every admin sees when
 * it takes effect, on every business page, with the action that revokes it.
 */
export function BusinessDeletionNotice() {
  const business = useCurrentBusiness();
  if (!business?.isAdmin) return null;
  return <PendingDeletion businessId={business.id} />;
}

function PendingDeletion({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const business = useQuery(businessQuery(api, businessId));
  const [busy, setBusy] = useState(false);
  const deletion = business.data?.deletion;
  if (!deletion) return null;

  const revoke = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(businessKeys.detail(businessId), await api.request(shellEndpoints.revokeBusinessDeletion, { params: { id: businessId } }));
      snackbar.show({ message: t("business.deletion_notice.revoked"), color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.notice}>
      <Alert tone="warning">
        <span>{t("business.deletion_notice.text", { date: formatDateTime(deletion.effectiveAt, language) })}</span>{" "}
        <Button size="sm" kind="secondary" loading={busy} onClick={() => void revoke()}>
          {t("business.deletion_notice.revoke")}
        </Button>
      </Alert>
    </div>
  );
}
