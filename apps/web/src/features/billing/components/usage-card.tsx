import { useTranslation } from "react-i18next";
import { BILLED_QUALITIES, type Quota, type SubscriptionUsage } from "@paraph/contracts";
import { UsageBar } from "../../../entities/billing/usage-bar.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import styles from "./billing.module.css";

/** The business's usage against its plan in this period (GET …/subscriptions/usage), one bar per quota. */
export function UsageCard({ usage }: { usage: SubscriptionUsage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const valueText = (quota: Quota) =>
    quota.limit === null ? t("billing.usage.unlimited", { used: String(quota.used) }) : t("billing.usage.used_of", { used: String(quota.used), limit: String(quota.limit) });
  const bar = (label: string, quota: Quota) => <UsageBar key={label} label={label} used={quota.used} limit={quota.limit} valueText={valueText(quota)} />;
  return (
    <Card>
      <h2>{t("billing.usage.title")}</h2>
      <p className={styles.muted}>{t("billing.usage.period", { start: formatDate(usage.periodStart, language), end: formatDate(usage.periodEnd, language) })}</p>
      {BILLED_QUALITIES.filter((quality) => usage.signatures[quality].limit !== 0).map((quality) => bar(t(`billing.qualities.${quality}`), usage.signatures[quality]))}
      {bar(t("billing.usage.seats"), usage.seats)}
      {bar(t("billing.usage.signer_groups"), usage.signerGroups)}
      {bar(t("billing.usage.api_users"), usage.apiUsers)}
      {bar(t("billing.usage.seals"), usage.seals)}
    </Card>
  );
}
