import { useTranslation } from "react-i18next";
import type { BillingProviderKind } from "@paraph/contracts";
import { Alert } from "../../shared/ui/alert/alert.tsx";

/** Says when no money moves (the built-in test provider) or when the operator manages plans (no provider). */
export function ProviderNotice({ provider }: { provider: BillingProviderKind }) {
  const { t } = useTranslation();
  if (provider === "builtin") return <Alert tone="warning" title={t("billing.provider.builtin_title")}>{t("billing.provider.builtin_body")}</Alert>;
  if (provider === "none") return <Alert tone="info" title={t("billing.provider.none_title")}>{t("billing.provider.none_body")}</Alert>;
  return null;
}
