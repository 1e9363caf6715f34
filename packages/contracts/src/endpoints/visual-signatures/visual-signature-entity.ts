import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { languageSchema, legislationSchema, qualitySchema } from "../../enums.ts";

/** Sizes of the visual signature's texts, and how many signatures one user may keep. */
export const VISUAL_SIGNATURE_LIMITS = {
  alias: 50,
  name: 100,
  title: 100,
  optionalLine: 100,
  location: 100,
  provider: 50,
  perUser: 50,
} as const;

/** Signature images: what the upload takes, and the decoded size beyond which it is refused as a bomb. */
export const SIGNATURE_IMAGE_LIMITS = {
  mediaTypes: ["image/png", "image/jpeg", "image/svg+xml"],
  maxBytes: 5 * 1024 * 1024,
  maxInputPixels: 25_000_000,
  /** The stored PNG fits within this box (pixels), after margins are trimmed. */
  maxStoredWidth: 1200,
  maxStoredHeight: 560,
} as const;

/** One line of text on the signature: trimmed, bounded, no control characters (they would break the PDF text). */
function textLine(max: number) {
  return singleLineText().max(max, { message: `At most ${max} characters` });
}

/**
 * What a client may set on a visual signature. The company line travels as `optionalLine`
 * (spec §3); an empty string clears an optional line. Read-only fields (id, image,
 * hasCustomImage, placeholder, company) are refused like any unknown field.
 */
export const visualSignatureFieldsSchema = z.strictObject({
  alias: textLine(VISUAL_SIGNATURE_LIMITS.alias).optional(),
  name: textLine(VISUAL_SIGNATURE_LIMITS.name).min(1, { message: "Must not be empty" }),
  /** The signer's job title, drawn under the name; empty or null: none. */
  title: textLine(VISUAL_SIGNATURE_LIMITS.title).nullable().optional(),
  optionalLine: textLine(VISUAL_SIGNATURE_LIMITS.optionalLine).nullable().optional(),
  location: textLine(VISUAL_SIGNATURE_LIMITS.location).nullable().optional(),
  language: languageSchema.optional(),
  quality: qualitySchema.nullable().optional(),
  legislation: legislationSchema.nullable().optional(),
  provider: textLine(VISUAL_SIGNATURE_LIMITS.provider).nullable().optional(),
  displayDate: z.boolean().optional(),
  displayClaim: z.boolean().optional(),
  displayStandards: z.boolean().optional(),
  displayQr: z.boolean().optional(),
  default: z.boolean().optional(),
});
export type VisualSignatureFields = z.infer<typeof visualSignatureFieldsSchema>;

/** A change carries only the fields it changes. */
export const visualSignatureChangesSchema = visualSignatureFieldsSchema.partial();
export type VisualSignatureChanges = z.infer<typeof visualSignatureChangesSchema>;

/** The visual signature of spec §3 as the API shows it. */
export const visualSignatureSchema = z.object({
  /** null only for the stand-in generated from the user's name before any signature is saved. */
  id: z.string().nullable(),
  alias: z.string(),
  name: z.string(),
  /** The job title line under the name, or null. */
  title: z.string().nullable(),
  /** The company line; the same value as optionalLine, under the name the spec's entity uses. */
  company: z.string().nullable(),
  optionalLine: z.string().nullable(),
  location: z.string().nullable(),
  language: languageSchema,
  quality: qualitySchema.nullable(),
  legislation: legislationSchema.nullable(),
  provider: z.string().nullable(),
  hasCustomImage: z.boolean(),
  displayDate: z.boolean(),
  displayClaim: z.boolean(),
  displayStandards: z.boolean(),
  displayQr: z.boolean(),
  /** True for the generated stand-in (not saved); false for every saved signature. */
  placeholder: z.boolean(),
  /** The uploaded image (GET it with the session token), or null when the name is drawn. */
  image: z.string().nullable(),
  default: z.boolean(),
});
export type VisualSignature = z.infer<typeof visualSignatureSchema>;

export const visualSignatureListSchema = z.object({
  defaultSignatureId: z.string().nullable(),
  signatures: z.array(visualSignatureSchema),
});
export type VisualSignatureList = z.infer<typeof visualSignatureListSchema>;

export const visualSignatureIdParams = z.strictObject({ id: z.uuid({ message: "Not a visual signature id" }) });

/** Preview size in PDF points (one point is one pixel at density 1); spec §9 default 300 by 140. */
export const previewSizeQuery = z.strictObject({
  width: z.coerce.number().int().min(100).max(1200).default(300),
  height: z.coerce.number().int().min(40).max(600).default(140),
  density: z.enum(["1", "2"]).default("1"),
});
