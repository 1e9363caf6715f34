/**
 * The key that marks a form field as one a Paraph signer filled, its value the field's type
 * (docs/form-fields.md, "In the PDF"). A second-class name (ISO 32000-2, Annex E): readers that
 * do not know it ignore it; Paraph's validator reads only fields that carry it. Apart from the
 * writer so the validator reads it without loading pdf-lib.
 */
export const FILLED_FIELD_MARKER = "Paraph_FormField";
