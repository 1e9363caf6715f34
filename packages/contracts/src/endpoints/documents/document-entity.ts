import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { documentCleaningSchema } from "./active-content.ts";

export const documentPageSchema = z.object({
  number: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  rotation: z.number().int(),
});

export const documentVersionSchema = z.object({
  version: z.number().int().min(1),
  bytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});

/**
 * A document as the API shows it: the original's size and hash, and its latest signed version.
 * `cleaned` is set when the upload stored a copy with its active content removed (the original
 * is then that copy; `cleaned` names what was removed from the file sent).
 */
export const documentSchema = z.object({
  id: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  pages: z.array(documentPageSchema),
  bytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  signed: documentVersionSchema.nullable(),
  cleaned: documentCleaningSchema.nullable(),
});
export type DocumentView = z.infer<typeof documentSchema>;

export const documentIdParams = z.strictObject({ id: z.uuid({ message: "Not a document id" }) });

/** A direct-sign link's credential travels as the token query parameter. */
export const directTokenQuery = z.strictObject({ token: singleLineText().min(16).max(500) });

/** Page render scale in percent: 100 is one pixel per PDF point. */
export const pageScaleSchema = z.coerce.number().int().min(10).max(400).default(100);
