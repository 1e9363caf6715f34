import type { FormFieldValue, SignatureRequestView } from "@paraph/contracts";
import { formatDateInput } from "../i18n/date-input.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { activeSigners } from "../request-view/active-signers.ts";
import { fieldToPixels } from "../request-view/field-geometry.ts";
import { useFormFill } from "./form-fill-context.tsx";
import { fillingSigner } from "./form-fill-state.ts";
import { fieldLabel } from "./form-field-messages.ts";
import styles from "./form-fields.module.css";

interface FormFieldPageLayerProps {
  request: SignatureRequestView;
  documentId: string;
  pageNumber: number;
  scale: number;
}

/** The largest text the PDF draws a value in (points; form-field-appearance.ts), its padding, and the smallest text shown here (CSS pixels). */
const LARGEST_POINTS = 11;
const PADDING_POINTS = 2;
const SMALLEST_PX = 9;

/** A value's text as the signed PDF will draw it in its box, at the page's scale (so that it fits as it will there), but never too small to read. */
function textAtScale(heightPoints: number, scale: number) {
  return { fontSize: Math.max(SMALLEST_PX, Math.min(LARGEST_POINTS, heightPoints * 0.75) * scale), padding: `0 ${Math.max(1, PADDING_POINTS * scale)}px` };
}

/**
 * The form fields of one page where they go: the signer's own as buttons that lead to their input
 * in the fill panel (showing what was typed), the others' values as text. Fields of signers who
 * signed are left out: their values are in the page itself.
 */
export function FormFieldPageLayer({ request, documentId, pageNumber, scale }: FormFieldPageLayerProps) {
  const fill = useFormFill();
  const language = useLanguage();
  const me = fillingSigner(request);
  const shown = (value: FormFieldValue | null | undefined) => (value === true ? "✓" : typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateInput(value, language) : value || "");
  return (
    <>
      {activeSigners(request)
        .filter((signer) => signer.status !== "signed")
        .flatMap((signer) => signer.formFields.filter((field) => field.document_id === documentId && field.page === pageNumber).map((field) => ({ signer, field })))
        .map(({ signer, field }) => {
          const box = fieldToPixels(field, scale);
          const style = { left: box.left, top: box.top, width: box.width, height: box.height, ...textAtScale(field.height, scale) };
          if (fill && signer.id === me?.id && !field.readOnly) {
            const text = shown(fill.values[field.name] ?? field.value);
            const isInvalid = fill.shown.has(field.name) && fill.serverProblems[field.name] !== undefined;
            return (
              <button
                key={`${signer.id}:${field.name}`}
                type="button"
                className={`${styles.box} ${styles.fillable} ${isInvalid ? styles.invalidBox : ""}`}
                style={style}
                aria-label={fieldLabel(field)}
                data-form-field-box={field.name}
                onClick={() => fill.focusField(field.name)}
              >
                {text ? text : <span className={styles.placeholder}>{fieldLabel(field)}</span>}
              </button>
            );
          }
          const text = shown(field.value);
          return text ? (
            <div key={`${signer.id}:${field.name}`} className={styles.box} style={style}>
              {text}
            </div>
          ) : null;
        })}
    </>
  );
}
