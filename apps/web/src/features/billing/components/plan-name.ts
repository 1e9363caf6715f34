import type { TFunction } from "i18next";

/** A plan's name to show: paid plans by name, the free plans (free_v1, free_migrated, free_legacy) as "Free". */
export function planLabel(name: string | null | undefined, t: TFunction): string {
  if (!name) return t("billing.plans.free");
  if (name.startsWith("free")) return t("billing.plans.free");
  const known = ["individual", "team", "pro", "scale", "enterprise"] as const;
  const plan = known.find((entry) => entry === name);
  return plan ? t(`billing.plans.${plan}`) : name;
}

/** Spec §4: a business is an enterprise if its plan name starts with "ent". */
export function isEnterprisePlan(name: string | null | undefined): boolean {
  return (name ?? "").startsWith("ent");
}
