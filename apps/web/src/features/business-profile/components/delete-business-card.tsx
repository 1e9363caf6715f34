import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BUSINESS_LIMITS, type Business } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { CurrentPasswordField } from "../../../entities/accounts/password/password-fields.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useProfileChanges } from "../api/profile-api.ts";
import styles from "./business-profile.module.css";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deleting the business: a confirmation asking for the password (or, for an account that signs in
 * through single sign-on only, the business's name) and naming the day it takes effect. While a
 * deletion is pending, the shell's notice offers to revoke it on every business page.
 */
export function DeleteBusinessCard({ business }: { business: Business }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isAsking, setAsking] = useState(false);
  return (
    <Card>
      <h2>{t("business_profile.deletion.title")}</h2>
      <p>{t("business_profile.deletion.intro", { days: BUSINESS_LIMITS.deletionGraceDays })}</p>
      {business.deletion ? (
        <p className={styles.muted}>{t("business_profile.deletion.pending", { date: formatDateTime(business.deletion.effectiveAt, language) })}</p>
      ) : (
        <Button kind="secondary" color="error" onClick={() => setAsking(true)}>
          {t("business_profile.deletion.action")}
        </Button>
      )}
      {isAsking ? <DeleteBusinessDialog business={business} onClose={() => setAsking(false)} /> : null}
    </Card>
  );
}

function DeleteBusinessDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { serverClock } = useServices();
  const snackbar = useSnackbar();
  const changes = useProfileChanges(business.id);
  const withoutPassword = useSession().user?.hasSso === true;
  const [confirmation, setConfirmation] = useState("");
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const effectiveAt = new Date(serverClock.now().getTime() + BUSINESS_LIMITS.deletionGraceDays * DAY_MS);
  const fieldFailure = isApiError(failure) && (failure.code === "wrong_password" || failure.code === "business_name_mismatch") ? failure.code : null;

  const confirm = async () => {
    setLoading("delete");
    setFailure(null);
    try {
      const scheduled = await changes.scheduleDeletion(withoutPassword ? { businessName: confirmation.trim() } : { password: confirmation });
      snackbar.show({ message: t("business_profile.deletion.scheduled", { date: formatDateTime(scheduled.deletion?.effectiveAt ?? effectiveAt, language) }), color: "success" });
      onClose();
    } catch (error) {
      setFailure(error);
      setLoading(null);
    }
  };

  return (
    <ConfirmDialogFrame
      dialog={{ loadingAction: loading, close: onClose }}
      title={t("business_profile.deletion.dialog_title", { name: business.name })}
      body={t("business_profile.deletion.dialog_body", { date: formatDateTime(effectiveAt, language) })}
      action="delete"
      confirmLabel={t("business_profile.deletion.confirm")}
      confirmColor="error"
      confirmDisabled={confirmation.trim() === ""}
      onConfirm={() => void confirm()}
      failure={fieldFailure ? null : failure}
      isForm
    >
      {withoutPassword ? (
        <TextField
          label={t("business_profile.deletion.business_name", { name: business.name })}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={fieldFailure ? t(`errors.api.${fieldFailure}`) : null}
          autoComplete="off"
          required
        />
      ) : (
        <CurrentPasswordField
          label={t("business_profile.deletion.password")}
          value={confirmation}
          onChange={setConfirmation}
          error={fieldFailure ? t(`errors.api.${fieldFailure}`) : null}
        />
      )}
    </ConfirmDialogFrame>
  );
}
