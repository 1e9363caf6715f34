import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { planLabel } from "../components/plan-name.ts";

/**
 * general/fair-flat-migration and general/free-migration: the operator moved a retired plan to a
 * current one (a business's scheduled next plan, an individual's old free plan to free_migrated);
 * the dialog says what changes. The free one offers the plans.
 */
export default function PlanMigrationDialog({ request, close }: DialogComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const isFree = request.key === "general/free-migration";
  const plan = planLabel(typeof request.props.plan === "string" ? request.props.plan : null, t);
  const date = typeof request.props.startAt === "string" ? formatDate(request.props.startAt, language) : "—";
  return (
    <DialogFrame
      title={isFree ? t("billing.dialogs.free_migration.title") : t("billing.dialogs.fair_flat_migration.title")}
      onDismiss={close}
      closeLabel={t("common.close")}
      actions={
        <>
          {isFree ? (
            <Button
              kind="secondary"
              onClick={() => {
                close();
                void navigate("/upgrade");
              }}
            >
              {t("billing.dialogs.free_migration.upgrade")}
            </Button>
          ) : null}
          <Button onClick={close}>{isFree ? t("billing.dialogs.free_migration.confirm") : t("billing.dialogs.fair_flat_migration.confirm")}</Button>
        </>
      }
    >
      <p>
        {isFree
          ? t("billing.dialogs.free_migration.body", { limits: t("billing.dialogs.free_migration.limits") })
          : t("billing.dialogs.fair_flat_migration.body", { date, plan })}
      </p>
    </DialogFrame>
  );
}
