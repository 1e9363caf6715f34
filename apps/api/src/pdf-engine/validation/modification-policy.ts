import type * as Mupdf from "mupdf";
import type { EmbeddedSignature } from "../pades/embedded-signatures.ts";
import { entryOf, exactIntegerOf, resolvedOf } from "../pades/pdf-object-access.ts";
import type { DocumentChange } from "./revision-changes.ts";

/**
 * How far the revisions after a signature went, in the order PAdES validators rank them: nothing,
 * validation data only (DSS, document time-stamps), later signatures with their own fields, form
 * filling, annotations, anything else.
 */
export type ModificationLevel = "none" | "validation_data" | "signatures" | "form_filling" | "annotations" | "other";

const RANK: Record<ModificationLevel, number> = { none: 0, validation_data: 1, signatures: 2, form_filling: 3, annotations: 4, other: 5 };

/** DocMDP's /P: 1 no changes (PAdES still allows validation data), 2 form filling and signing, 3 also annotations. */
const DOC_MDP_LEVELS: Record<number, ModificationLevel> = { 1: "validation_data", 2: "form_filling", 3: "annotations" };

/**
 * What an approval signature allows when no certification says more: later signatures and their
 * validation data. ISO 32000 itself leaves approval signatures without limits, but a Paraph signer
 * approved the document as it was shown to them; a value filled in or a note laid over the text
 * afterwards is something they never saw, and the shadow attacks use exactly that.
 */
const APPROVAL_LEVEL: ModificationLevel = "signatures";

/** The fields a signature locks (FieldMDP): all, the named ones, or all but the named ones. */
export interface FieldLock {
  action: "All" | "Include" | "Exclude";
  fields: string[];
}

/** A signature's modification analysis, as the API reports it. */
export interface ModificationReport {
  level: ModificationLevel;
  permitted: ModificationLevel;
  /** Changes beyond what the signer's (or the certifier's) permissions allow: what "changed after signing" means. */
  beyondPermissions: DocumentChange[];
  /** Changes a certification allowed (form filling, annotations), still told to the reader. */
  permittedChanges: DocumentChange[];
}

export function isMoreThan(level: ModificationLevel, limit: ModificationLevel): boolean {
  return RANK[level] > RANK[limit];
}

function levelOfChange(change: DocumentChange): ModificationLevel {
  if (change.kind === "form_field") return "form_filling";
  if (change.kind === "annotation") return "annotations";
  return "other";
}

/** What comes after a signature in the document's own structure. */
export interface LaterRevisions {
  /** Signatures of people made after it (each brings its field and widget). */
  hasLaterSignatures: boolean;
  /** A document time-stamp after it, or a DSS the signed revision did not have. */
  hasLaterValidationData: boolean;
}

/**
 * Classifies what changed after one signature and judges it against the permissions in force for
 * it: the certification's DocMDP level when the document was certified at or before this
 * signature, else the approval level above; a form field that this or an earlier signature locked
 * may not change whatever the level.
 */
export function analyseModifications(changes: DocumentChange[], later: LaterRevisions, certification: ModificationLevel | undefined, locks: FieldLock[]): ModificationReport {
  const permitted = certification ?? APPROVAL_LEVEL;
  let level: ModificationLevel = later.hasLaterSignatures ? "signatures" : later.hasLaterValidationData ? "validation_data" : "none";
  const beyondPermissions: DocumentChange[] = [];
  const permittedChanges: DocumentChange[] = [];
  for (const change of changes) {
    const changeLevel = levelOfChange(change);
    if (isMoreThan(changeLevel, level)) level = changeLevel;
    const locked = change.kind === "form_field" && change.field !== undefined && locks.some((lock) => isLocked(lock, change.field ?? ""));
    if (locked || isMoreThan(changeLevel, permitted)) beyondPermissions.push(change);
    else permittedChanges.push(change);
  }
  return { level, permitted, beyondPermissions, permittedChanges };
}

function isLocked(lock: FieldLock, fieldName: string): boolean {
  if (lock.action === "All") return true;
  const named = lock.fields.includes(fieldName);
  return lock.action === "Include" ? named : !named;
}

/**
 * The certification signature's DocMDP level, if the document has one (`/Perms /DocMDP`), and
 * which signature it is (the same byte range). A DocMDP transform whose /P is missing means 2.
 */
export function readCertification(document: Mupdf.PDFDocument, signatures: EmbeddedSignature[]): { index: number; level: ModificationLevel } | undefined {
  const dictionary = resolvedOf(entryOf(document.getTrailer(), "Root", "Perms", "DocMDP"));
  if (!dictionary.isDictionary()) return undefined;
  const range = resolvedOf(entryOf(dictionary, "ByteRange"));
  if (!range.isArray() || range.length !== 4) return undefined;
  const byteRange = [0, 1, 2, 3].map((index) => exactIntegerOf(entryOf(range, index)));
  const index = signatures.findIndex((signature) => signature.byteRange.every((value, position) => value === byteRange[position]));
  if (index < 0) return undefined;
  const params = transformParamsOf(dictionary, "DocMDP");
  const permission = params ? resolvedOf(entryOf(params, "P")) : undefined;
  const p = permission?.isInteger() ? permission.asNumber() : 2;
  return { index, level: DOC_MDP_LEVELS[p] ?? "validation_data" };
}

/**
 * The fields a signature locks: its field's /Lock dictionary, and a FieldMDP transform in its
 * signature dictionary's /Reference (the same parameters either way).
 */
export function readFieldLocks(document: Mupdf.PDFDocument, signature: EmbeddedSignature): FieldLock[] {
  const field = document.newIndirect(signature.fieldObject);
  const locks: FieldLock[] = [];
  const lock = lockOf(resolvedOf(entryOf(field, "Lock")));
  if (lock) locks.push(lock);
  const params = transformParamsOf(resolvedOf(entryOf(field, "V")), "FieldMDP");
  const referenced = params ? lockOf(params) : undefined;
  if (referenced) locks.push(referenced);
  return locks;
}

function lockOf(dictionary: Mupdf.PDFObject): FieldLock | undefined {
  if (!dictionary.isDictionary()) return undefined;
  const action = resolvedOf(entryOf(dictionary, "Action"));
  if (!action.isName() || !["All", "Include", "Exclude"].includes(action.asName())) return undefined;
  const list = resolvedOf(entryOf(dictionary, "Fields"));
  const fields: string[] = [];
  if (list.isArray()) {
    for (let index = 0; index < list.length; index += 1) {
      const name = resolvedOf(entryOf(list, index));
      if (name.isString()) fields.push(name.asString());
    }
  }
  return { action: action.asName() as FieldLock["action"], fields };
}

/** The /TransformParams of a signature dictionary's reference with this /TransformMethod. */
function transformParamsOf(signatureDictionary: Mupdf.PDFObject, method: "DocMDP" | "FieldMDP"): Mupdf.PDFObject | undefined {
  if (!signatureDictionary.isDictionary()) return undefined;
  const references = resolvedOf(entryOf(signatureDictionary, "Reference"));
  if (!references.isArray()) return undefined;
  for (let index = 0; index < references.length; index += 1) {
    const reference = resolvedOf(entryOf(references, index));
    const transform = resolvedOf(entryOf(reference, "TransformMethod"));
    if (transform.isName() && transform.asName() === method) {
      const params = resolvedOf(entryOf(reference, "TransformParams"));
      return params.isDictionary() ? params : undefined;
    }
  }
  return undefined;
}
