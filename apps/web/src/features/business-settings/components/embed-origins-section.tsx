import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMBED_ORIGIN_LIMIT, embedOriginsSchema, type BusinessSettings, type BusinessSettingsChanges } from "@paraph/contracts";
import fieldStyles from "../../../shared/ui/field/field.module.css";
import { SettingsSection } from "./settings-section.tsx";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;

/** One origin a line; blank lines do not count. */
function originsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The websites that may show the business's signing view in a frame (docs/embedding.md): one
 * origin a line, checked here with the contract's rule before the server checks it again (and
 * refuses http in production).
 */
export function EmbedOriginsSection({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(settings.embedOrigins.join("\n"));
  const [error, setError] = useState<string | null>(null);
  const isChanged = originsOf(text).join("\n") !== settings.embedOrigins.join("\n");

  const onSave = async () => {
    const parsed = embedOriginsSchema.safeParse(originsOf(text));
    if (!parsed.success) {
      const origins = originsOf(text);
      setError(origins.length > EMBED_ORIGIN_LIMIT ? t("business_settings.embedding.too_many", { max: EMBED_ORIGIN_LIMIT }) : new Set(origins).size !== origins.length ? t("business_settings.embedding.duplicate") : t("business_settings.embedding.invalid"));
      return false;
    }
    setError(null);
    const saved = await save({ embedOrigins: parsed.data });
    setText(saved.embedOrigins.join("\n"));
    return true;
  };

  return (
    <SettingsSection title={t("business_settings.embedding.title")} description={t("business_settings.embedding.description")} isChanged={isChanged} onSave={onSave}>
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          {t("business_settings.embedding.label")}
        </label>
        <div className={`${fieldStyles.control} ${error ? fieldStyles.invalid : ""}`}>
          <textarea
            id={id}
            className={fieldStyles.input}
            rows={4}
            spellCheck={false}
            autoCapitalize="none"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          />
        </div>
        <div id={`${id}-hint`} className={fieldStyles.hint}>
          {t("business_settings.embedding.hint", { max: EMBED_ORIGIN_LIMIT })}
        </div>
        {error ? (
          <div id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </SettingsSection>
  );
}
