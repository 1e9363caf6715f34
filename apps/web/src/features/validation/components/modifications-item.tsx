import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { SignatureReport } from "../api/validate-pdf-file.ts";
import { CheckItem } from "./check-item.tsx";

const LEVEL_KEYS = {
  none: "signature_validation.modification_level.none",
  validation_data: "signature_validation.modification_level.validation_data",
  signatures: "signature_validation.modification_level.signatures",
  form_filling: "signature_validation.modification_level.form_filling",
  annotations: "signature_validation.modification_level.annotations",
  other: "signature_validation.modification_level.other",
} as const satisfies Record<SignatureReport["modificationLevel"], string>;

const CHANGE_KEYS = {
  page_content: "signature_validation.change.page_content",
  annotation: "signature_validation.change.annotation",
  form_field: "signature_validation.change.form_field",
  pages: "signature_validation.change.pages",
  other: "signature_validation.change.other",
} as const satisfies Record<SignatureReport["changes"][number]["kind"], string>;

/**
 * What happened to the file after this signature, apart from integrity and trust: how far the later
 * revisions went, how far the signer (or a certification) allowed, and, beyond that, what changed
 * and where. The form fields later signers filled (`laterFilled`, the names the later signatures
 * list) are told apart from what a certification allowed.
 */
export function ModificationsItem({ signature, laterFilled }: { signature: SignatureReport; laterFilled: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const permitted = t("signature_validation.signature.modifications_permitted", { level: t(LEVEL_KEYS[signature.permittedModificationLevel]) });
  const isLaterFill = (change: SignatureReport["changes"][number]) => change.kind === "form_field" && change.field !== undefined && laterFilled.has(change.field);
  const filledLater = signature.permittedChanges.filter(isLaterFill);
  const certified = signature.permittedChanges.filter((change) => !isLaterFill(change));
  const permittedChanges = [
    filledLater.length > 0 ? t("signature_validation.signature.later_filled", { fields: [...new Set(filledLater.map((change) => `“${change.field ?? ""}”`))].join(", ") }) : null,
    certified.length > 0 ? t("signature_validation.signature.permitted_changes", { changes: describeChanges(certified, t) }) : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (signature.modifiedAfterSigning) {
    return (
      <CheckItem label={t("signature_validation.signature.later_changes")} tone="fail" explanation={`${t("signature_validation.signature.later_changes_explanation")} ${permitted}`}>
        {changedPagesText(signature, t)}
        {signature.changes.length > 0 ? ` (${describeChanges(signature.changes, t)})` : null}
      </CheckItem>
    );
  }
  return (
    <CheckItem label={t("signature_validation.signature.later_changes")} tone="ok" explanation={[permitted, permittedChanges].filter(Boolean).join(" ")}>
      {t(LEVEL_KEYS[signature.modificationLevel])}
    </CheckItem>
  );
}

/** Which pages differ from what this signature covers, or that the change is not on a page. */
function changedPagesText(signature: SignatureReport, t: TFunction): string {
  const pages = [...new Set(signature.changes.flatMap((change) => (change.page ? [change.page] : [])))].sort((left, right) => left - right);
  return pages.length > 0 ? t("signature_validation.signature.later_changes_pages", { pages: pages.join(", ") }) : t("signature_validation.signature.later_changes_elsewhere");
}

function describeChanges(changes: SignatureReport["changes"], t: TFunction): string {
  return [...new Set(changes.map((change) => t(CHANGE_KEYS[change.kind]) + (change.field ? ` “${change.field}”` : "")))].join(", ");
}
