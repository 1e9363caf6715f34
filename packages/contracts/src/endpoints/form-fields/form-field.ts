import { z } from "zod";
import { multiLineText, singleLineText } from "../../validation/text.ts";

/**
 * Fields a signer fills besides their signature (docs/form-fields.md). Each sits on one page of
 * one document, in PDF points from the page's top-left corner as displayed (like a signature
 * field), and is identified by its `name`, unique within a request or a template. The signer's
 * values are written into the page content of that signer's own revision, before their
 * signature, so each signature covers exactly what its signer filled.
 */
export const FORM_FIELD_TYPES = ["initials", "name", "email", "date", "text", "number", "checkbox", "radio", "dropdown"] as const;
export const formFieldTypeSchema = z.enum(FORM_FIELD_TYPES);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/** Presets a single- or multi-line text field may require its value to match. */
export const TEXT_FIELD_PATTERNS = ["email", "number", "postal_code", "iban"] as const;
export type TextFieldPattern = (typeof TEXT_FIELD_PATTERNS)[number];

export const FORM_FIELD_LIMITS = {
  /** Fields on one request or template. */
  perRequest: 200,
  nameLength: 64,
  labelLength: 200,
  textMaxLength: 4000,
  options: 50,
  optionLength: 100,
} as const;

/** Letters, digits, spaces and `_ . -`; the key of the field's value in prefill, CSV columns and the API. */
const FIELD_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u;
export const formFieldNameSchema = singleLineText()
  .min(1)
  .max(FORM_FIELD_LIMITS.nameLength)
  .regex(FIELD_NAME_PATTERN, { message: "Use letters, digits, spaces, _ . or -, starting with a letter or digit" });

const placement = {
  name: formFieldNameSchema,
  document_id: z.uuid({ message: "Not a document id" }),
  page: z.number().int().min(1),
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().min(8).max(2000),
  height: z.number().min(8).max(2000),
  /** What the signer reads beside the field; the name when absent. */
  label: singleLineText().max(FORM_FIELD_LIMITS.labelLength).optional(),
  required: z.boolean().default(true),
};

const optionsSchema = z
  .array(singleLineText().min(1).max(FORM_FIELD_LIMITS.optionLength))
  .min(1)
  .max(FORM_FIELD_LIMITS.options)
  .refine((options) => new Set(options).size === options.length, { message: "Options must differ" });

export const formFieldSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("initials"), ...placement }),
  z.strictObject({ type: z.literal("name"), ...placement }),
  z.strictObject({ type: z.literal("email"), ...placement }),
  z.strictObject({ type: z.literal("date"), ...placement }),
  z.strictObject({
    type: z.literal("text"),
    ...placement,
    multiline: z.boolean().default(false),
    max_length: z.number().int().min(1).max(FORM_FIELD_LIMITS.textMaxLength).default(200),
    pattern: z.enum(TEXT_FIELD_PATTERNS).optional(),
  }),
  z
    .strictObject({ type: z.literal("number"), ...placement, min: z.number().optional(), max: z.number().optional() })
    .refine((field) => field.min === undefined || field.max === undefined || field.min <= field.max, { message: "min must not exceed max", path: ["max"] }),
  z.strictObject({ type: z.literal("checkbox"), ...placement }),
  z.strictObject({ type: z.literal("radio"), ...placement, options: optionsSchema.refine((options) => options.length >= 2, { message: "A radio group needs two options or more" }) }),
  z.strictObject({ type: z.literal("dropdown"), ...placement, options: optionsSchema }),
]);
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** A value as the API carries it: text for every type but the checkbox's boolean; dates as ISO `YYYY-MM-DD`. */
// Text follows the text rule (several lines allowed here; a single-line field's check refuses line breaks).
export const formFieldValueSchema = z.union([multiLineText().max(FORM_FIELD_LIMITS.textMaxLength), z.boolean()]);
export type FormFieldValue = z.infer<typeof formFieldValueSchema>;

/** Values by field name, as a sender prefills them or a signer submits them. */
export const formFieldValuesSchema = z.record(formFieldNameSchema, formFieldValueSchema).refine((values) => Object.keys(values).length <= FORM_FIELD_LIMITS.perRequest, {
  message: `At most ${FORM_FIELD_LIMITS.perRequest} values`,
});
export type FormFieldValues = z.infer<typeof formFieldValuesSchema>;

/** Field names must be unique on one request or template. */
export function duplicateFieldNames(fields: readonly { name: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const field of fields) (seen.has(field.name) ? duplicates : seen).add(field.name);
  return [...duplicates];
}

/** Each variant of `formFieldSchema` with more entries (a sender's prefill, what a signer sees). */
function formFieldWith<Shape extends z.ZodRawShape>(shape: Shape) {
  const [first, ...rest] = formFieldSchema.options.map((option) => option.safeExtend(shape));
  return z.discriminatedUnion("type", [first as NonNullable<typeof first>, ...rest]);
}

/** A field as a request's signer input gives it: a `value` is the sender's prefill, read-only for the signer. */
export type FormFieldWithPrefill = FormField & { value?: FormFieldValue | undefined };
export const formFieldWithPrefillSchema = formFieldWith({ value: formFieldValueSchema.optional() }) as unknown as z.ZodType<FormFieldWithPrefill, FormFieldInput & { value?: FormFieldValue | undefined }>;

/**
 * A field as the request's view shows it: its value (the prefill, the signer's own, or another
 * signer's once they signed; docs/form-fields.md, "Who sees which values"), whether the signer
 * may still change it, and when it was filled.
 */
export type FormFieldView = FormField & { value: FormFieldValue | null; readOnly: boolean; filledAt: string | null };
export const formFieldViewSchema = formFieldWith({ value: formFieldValueSchema.nullable(), readOnly: z.boolean(), filledAt: z.string().nullable() }) as unknown as z.ZodType<
  FormFieldView,
  FormFieldInput & { value: FormFieldValue | null; readOnly: boolean; filledAt: string | null }
>;
