import { useTranslation } from "react-i18next";
import { formatDateInput } from "../../../shared/i18n/date-input.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import type { SignatureReport } from "../api/validate-pdf-file.ts";
import { CheckItem } from "./check-item.tsx";
import styles from "./validation.module.css";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form fields this signature's own revision filled in (docs/form-fields.md, "In the PDF"),
 * each with its page and value as the signer gave it: a date in the page's language, a checkbox
 * ticked or not. Nothing for a signature that filled none.
 */
export function FilledFieldsItem({ fields }: { fields: SignatureReport["formFields"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (fields.length === 0) return null;
  const shown = (value: string | boolean) =>
    typeof value === "boolean" ? t(value ? "signature_validation.filled_field.ticked" : "signature_validation.filled_field.not_ticked") : ISO_DATE.test(value) ? formatDateInput(value, language) : value;
  return (
    <CheckItem label={t("signature_validation.signature.filled_fields")} explanation={t("signature_validation.signature.filled_fields_explanation")}>
      <ul className={styles.stamps}>
        {fields.map((field) => (
          <li key={field.name}>{t("signature_validation.filled_field.value", { name: field.name, page: String(field.page), value: shown(field.value) })}</li>
        ))}
      </ul>
    </CheckItem>
  );
}
