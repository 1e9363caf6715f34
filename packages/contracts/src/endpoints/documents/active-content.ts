import { z } from "zod";

/**
 * What the upload finds in a PDF that acts instead of showing (docs/SECURITY.md, "Active
 * content in uploaded PDFs"). Every kind but `too_complex_to_check` can be removed: the upload
 * then offers to continue with a cleaned copy (`removeActiveContent=true`).
 */
export const activeContentKinds = [
  /** A script: JavaScript actions, document-level scripts, scripts of form fields, XFA scripts. */
  "javascript",
  /** A `javascript:` or `vbscript:` link. */
  "javascript_link",
  /** An action that starts a program or opens a file (`/Launch`). */
  "launch",
  /** An action that sends the form's data to an address (`/SubmitForm`). */
  "submit_form",
  /** An action that loads data from a file into the form (`/ImportData`). */
  "import_data",
  /** Sound, movies, renditions, RichMedia and 3D players, and the annotations that hold them. */
  "media",
  /** An action that opens another file than a PDF beside this one (`/GoToR`, `/GoToE`). */
  "other_file",
  /** A link that reaches the reader's own machine or network (`file:`, `smb:`, Windows protocol handlers…). */
  "local_link",
  /** An attached program or script. */
  "embedded_executable",
  /** Nested or large beyond what the check reads: it cannot be shown to be free of active content. */
  "too_complex_to_check",
] as const;
export const activeContentKindSchema = z.enum(activeContentKinds);
export type ActiveContentKind = z.infer<typeof activeContentKindSchema>;

/** One thing found: its kind, the page it sits on (null when it belongs to the document), and what exactly it is. */
export const activeContentFindingSchema = z.object({
  kind: activeContentKindSchema,
  page: z.number().int().min(1).nullable(),
  feature: z.string(),
});
export type ActiveContentFinding = z.infer<typeof activeContentFindingSchema>;

/**
 * The details of `document_has_javascript` and `document_has_active_content`: what was found,
 * and whether sending the file again with `removeActiveContent=true` would store a cleaned copy.
 */
export const activeContentRefusalDetailsSchema = z.object({
  file: z.string(),
  feature: z.string(),
  found: z.array(activeContentFindingSchema),
  cleanable: z.boolean(),
});
export type ActiveContentRefusalDetails = z.infer<typeof activeContentRefusalDetailsSchema>;

/** A cleaned copy's record on its document: what was removed from the file that was sent, and that file's size and hash. */
export const documentCleaningSchema = z.object({
  removed: z.array(activeContentFindingSchema),
  originalBytes: z.number().int(),
  originalSha256: z.string(),
});
export type DocumentCleaning = z.infer<typeof documentCleaningSchema>;

/** Kinds the cleaning cannot remove; a file with one of them stays refused. */
export function isCleanable(found: readonly ActiveContentFinding[]): boolean {
  return found.every((finding) => finding.kind !== "too_complex_to_check");
}
