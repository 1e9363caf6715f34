import { z } from "zod";
import { PAGE_SIZES } from "../../constants.ts";
import { LANGUAGES } from "../../enum-values.ts";
import { legislationSchema, qualitySchema } from "../../enums.ts";
import { emailSchema } from "../../validation/email.ts";
import { singleLineText } from "../../validation/text.ts";
import { documentPageSchema } from "../documents/document-entity.ts";
import { formFieldSchema, formFieldValuesSchema } from "../form-fields/form-field.ts";
import { messageSchema, signatureFieldSchema, SIGNING_ORDERS } from "../signature-requests/entity.ts";

/** Sizes of a template (docs/templates.md). */
export const TEMPLATE_LIMITS = {
  title: 200,
  documents: 20,
  roles: 20,
  roleName: 64,
  signatureFieldsPerRole: 50,
  /** Length of the title filter of GET /v3/templates. */
  query: 200,
} as const;

export const templateIdParams = z.strictObject({ id: z.uuid({ message: "Not a template id" }) });

export const templateTitleSchema = singleLineText().min(1).max(TEMPLATE_LIMITS.title);

/** A role's name ("Employee", "HR"): unique within its template, the key of `roles` when the template is used. */
export const templateRoleNameSchema = singleLineText().min(1).max(TEMPLATE_LIMITS.roleName);

/**
 * One role of a template: who signs in that place of the signing order (the array's order), with
 * the signature fields and form fields that person gets. `quality` is the role's suggested
 * quality, shown to whoever fills the role in; the request signs with the template's quality.
 */
export const templateRoleInputSchema = z.strictObject({
  name: templateRoleNameSchema,
  quality: qualitySchema.nullable().optional(),
  signature_fields: z.array(signatureFieldSchema).max(TEMPLATE_LIMITS.signatureFieldsPerRole).default([]),
  form_fields: z.array(formFieldSchema).default([]),
});
export type TemplateRoleInput = z.infer<typeof templateRoleInputSchema>;

/**
 * What POST and PUT take. `documents` are ids of the caller's uploads (POST /v3/documents, not
 * part of a request), which the template takes over, or of the template's own documents (PUT);
 * fields name them by the same ids. `shared` shares the template with the owner's business.
 */
export const templateBody = z.strictObject({
  title: templateTitleSchema,
  message: messageSchema.nullable().optional(),
  signing_order: z.enum(SIGNING_ORDERS).default("sequential"),
  quality: qualitySchema.default("ses"),
  legislation: legislationSchema.nullable().optional(),
  shared: z.boolean().default(false),
  documents: z.array(z.uuid({ message: "Not a document id" })).min(1).max(TEMPLATE_LIMITS.documents),
  roles: z.array(templateRoleInputSchema).min(1).max(TEMPLATE_LIMITS.roles),
});
export type TemplateBody = z.infer<typeof templateBody>;
export type TemplateBodyInput = z.input<typeof templateBody>;

export const templateDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  pages: z.array(documentPageSchema),
  bytes: z.number().int(),
  sha256: z.string(),
});

export const templateRoleSchema = z.object({
  name: z.string(),
  /** Place in the signing order, from 0. */
  position: z.number().int(),
  quality: qualitySchema.nullable(),
  signatureFields: z.array(signatureFieldSchema),
  formFields: z.array(formFieldSchema),
});
export type TemplateRole = z.infer<typeof templateRoleSchema>;

const ownerSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

/** A template's direct link as its managers see it; the link itself is shown once, when created. */
export const templateDirectLinkInfoSchema = z.object({ openRole: z.string(), createdAt: z.string() });

export const templateSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  signingOrder: z.enum(SIGNING_ORDERS),
  quality: qualitySchema,
  legislation: legislationSchema.nullable(),
  /** Counts the saves: 1 when created, one more on every PUT. Requests keep the version they came from. */
  version: z.number().int(),
  /** The business the template is shared with, or null (the owner's alone). */
  businessId: z.string().nullable(),
  owner: ownerSchema,
  documents: z.array(templateDocumentSchema),
  roles: z.array(templateRoleSchema),
  /** The live direct link, or null; only for those who may change the template. */
  directLink: templateDirectLinkInfoSchema.nullable(),
  /** Whether the caller may change and delete it (owner, or an admin of the business it is shared with). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateView = z.infer<typeof templateSchema>;

export const templateListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  businessId: z.string().nullable(),
  owner: ownerSchema,
  roleNames: z.array(z.string()),
  documentCount: z.number().int(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** mine: the caller's own; shared: those shared with the caller's business (theirs included); all: both. */
export const TEMPLATE_SCOPES = ["mine", "shared", "all"] as const;

export const listTemplatesQuery = z.strictObject({
  q: singleLineText().min(1).max(TEMPLATE_LIMITS.query).optional(),
  scope: z.enum(TEMPLATE_SCOPES).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: "Page size must be 25, 50 or 100" })
    .default(25),
});

const nameSchema = singleLineText().min(1).max(100);

/** The person who fills a role. */
export const templatePersonSchema = z.strictObject({ email: emailSchema, firstName: nameSchema.optional(), lastName: nameSchema.optional() });
export type TemplatePerson = z.infer<typeof templatePersonSchema>;

/** People by role name. */
export const templatePeopleSchema = z.record(templateRoleNameSchema, templatePersonSchema);

/** Sender prefill by form field name; each value is checked against its field (formFieldValueProblem). */
export const templatePrefillSchema = formFieldValuesSchema;

export const templateLinkTokenParams = z.strictObject({ token: singleLineText().regex(/^[A-Za-z0-9_-]{43}$/, { message: "Not a template link" }) });

export const templateLinkPersonSchema = z.strictObject({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  lang: z.enum(LANGUAGES).optional(),
});
