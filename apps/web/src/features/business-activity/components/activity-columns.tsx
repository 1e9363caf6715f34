import type { TFunction } from "i18next";
import type { AccountActivity, ActivityMember, IdentificationActivity, Language, SignatureActivity } from "@paraph/contracts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import type { ActivityColumn } from "./activity-table.tsx";
import styles from "./business-activity.module.css";

const QUALITY_LABELS: Record<string, string> = { ses: "SES", aes: "AES", aesMinimal: "AES", qes: "QES" };
const LEGISLATION_LABELS: Record<string, string> = { eidas: "eIDAS", zertes: "ZertES" };

function memberName(member: ActivityMember, t: TFunction): string {
  if (member.isDeleted) return t("business_activity.values.deleted_account");
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

function time(value: string | null, language: Language, t: TFunction) {
  return <span className={styles.date}>{value ? formatDateTime(value, language) : t("business_activity.values.never")}</span>;
}

/** The columns of each tab; those with a sort field match the contract's whitelist for the tab. */
export function accountColumns(t: TFunction, language: Language): ActivityColumn<AccountActivity>[] {
  return [
    { key: "name", sortField: "name", render: (row) => `${row.firstName} ${row.lastName}`.trim() },
    { key: "email", sortField: "email", render: (row) => row.email },
    { key: "role", sortField: "role", render: (row) => t(`business_activity.values.${row.role}`) },
    { key: "joinedAt", sortField: "joinedAt", descendingFirst: true, render: (row) => time(row.joinedAt, language, t) },
    { key: "lastLoginAt", sortField: "lastLoginAt", descendingFirst: true, render: (row) => time(row.lastLoginAt, language, t) },
    { key: "signatureCount", sortField: "signatureCount", descendingFirst: true, render: (row) => row.signatureCount },
  ];
}

export function signatureColumns(t: TFunction, language: Language): ActivityColumn<SignatureActivity>[] {
  return [
    { key: "signedAt", sortField: "signedAt", descendingFirst: true, render: (row) => time(row.signedAt, language, t) },
    {
      key: "member",
      render: (row) => (
        <>
          {memberName(row.member, t)}
          {row.member.isDeleted ? null : <div className={styles.muted}>{row.member.email}</div>}
        </>
      ),
    },
    { key: "request", render: (row) => row.title },
    { key: "quality", sortField: "quality", render: (row) => QUALITY_LABELS[row.quality] ?? row.quality },
    { key: "legislation", render: (row) => (row.legislation ? (LEGISLATION_LABELS[row.legislation] ?? row.legislation) : "—") },
    {
      key: "kind",
      render: (row) => (row.kind === "seal" ? t("business_activity.values.seal", { seal: row.sealAccountName ?? "" }) : t("business_activity.values.personal")),
    },
  ];
}

export function identificationColumns(t: TFunction, language: Language): ActivityColumn<IdentificationActivity>[] {
  return [
    { key: "createdAt", sortField: "createdAt", descendingFirst: true, render: (row) => time(row.createdAt, language, t) },
    { key: "member", render: (row) => memberName(row.member, t) },
    {
      key: "method",
      sortField: "method",
      render: (row) => `${t(`business_activity.values.methods.${row.method}` as "business_activity.values.methods.video")} · ${LEGISLATION_LABELS[row.legislation] ?? row.legislation}`,
    },
    {
      key: "status",
      sortField: "status",
      render: (row) =>
        `${t(`business_activity.values.statuses.${row.status}` as "business_activity.values.statuses.success")}${row.isDemo ? ` ${t("business_activity.values.demo")}` : ""}`,
    },
    { key: "completedAt", sortField: "completedAt", descendingFirst: true, render: (row) => (row.completedAt ? time(row.completedAt, language, t) : "—") },
  ];
}
