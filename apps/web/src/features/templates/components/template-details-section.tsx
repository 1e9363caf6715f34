import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TEMPLATE_LIMITS } from "@paraph/contracts";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import type { TemplateDraft } from "./template-draft.ts";
import styles from "./templates.module.css";

/** The message's limit (the request's, which a template's message becomes). */
const MESSAGE_LENGTH = 2000;

interface TemplateDetailsSectionProps {
  draft: TemplateDraft;
  onChange: (change: Partial<TemplateDraft>) => void;
  /** Sharing needs a business (422 template_share_needs_business otherwise), so only its members see the choice. */
  canShare: boolean;
}

export function TemplateDetailsSection({ draft, onChange, canShare }: TemplateDetailsSectionProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <section className={styles.section} aria-labelledby="template-details">
      <h2 id="template-details">{t("templates.editor.details.title")}</h2>
      <TextField label={t("templates.editor.details.name")} value={draft.title} required maxLength={TEMPLATE_LIMITS.title} onChange={(event) => onChange({ title: event.target.value })} />
      <div className={styles.block}>
        <label htmlFor={messageId} className={styles.label}>
          {t("templates.editor.details.message")} <span className={styles.muted}>({t("templates.use.optional")})</span>
        </label>
        <textarea id={messageId} className={styles.textarea} rows={3} maxLength={MESSAGE_LENGTH} value={draft.message} onChange={(event) => onChange({ message: event.target.value })} />
      </div>
      <SelectField
        label={t("templates.editor.details.signing_order")}
        value={draft.signingOrder}
        options={[
          { value: "sequential", label: t("templates.editor.details.sequential") },
          { value: "parallel", label: t("templates.editor.details.parallel") },
        ]}
        onChange={(event) => onChange({ signingOrder: event.target.value === "parallel" ? "parallel" : "sequential" })}
      />
      {canShare ? (
        <>
          <CheckboxField label={t("templates.editor.details.share")} checked={draft.shared} onChange={(event) => onChange({ shared: event.target.checked })} />
          <p className={styles.muted}>{t("templates.editor.details.share_hint")}</p>
        </>
      ) : null}
    </section>
  );
}
