import type * as mupdf from "mupdf";
import type { PdfActiveContent } from "../../platform/pdf/pdf-port.ts";

/**
 * Finds what would make a PDF act rather than show: scripts, actions that start programs, send
 * data or open other files, multimedia players, executables inside it. Paraph refuses such files
 * at upload (docs/SECURITY.md, "Active content in uploaded PDFs"): a signature covers bytes, and
 * a document that runs code can show something else than what was signed, or attack whoever
 * opens it with Paraph's name on it. Runs in the PDF worker threads (mupdf).
 */

/** What was found: the error code the upload answers with, and a short name of the feature. */
export type ActiveContent = PdfActiveContent;

/**
 * Bounds for hostile files. Direct objects nest inside one indirect object; a file that nests
 * deeper, or has more entries than the budget, cannot be shown to be free of active content
 * and is refused as such.
 */
export const ACTIVE_CONTENT_LIMITS = { maxDepth: 64, maxEntries: 2_000_000, maxXfaBytes: 4 * 1024 * 1024 } as const;

/** Actions (the /S of an action dictionary) and what each means; any other action type is harmless navigation. */
const ACTION_POLICY: Record<string, ActiveContent["code"]> = {
  JavaScript: "document_has_javascript",
  JS: "document_has_javascript",
  Launch: "document_has_active_content",
  SubmitForm: "document_has_active_content",
  ImportData: "document_has_active_content",
  RichMediaExecute: "document_has_active_content",
  Movie: "document_has_active_content",
  Sound: "document_has_active_content",
  Rendition: "document_has_active_content",
};

/** Actions that open another file: harmless when it is a PDF beside this one, launch-like otherwise. */
const OTHER_FILE_ACTIONS = new Set(["GoToR", "GoToE"]);

/** Annotations that embed a player or a scriptable scene. */
const ACTIVE_ANNOTATIONS = new Set(["RichMedia", "Movie", "Sound", "Screen", "3D"]);

/** Link targets a viewer opens without leaving the web: anything else (file:, smb:, data:…) reaches the reader's machine or network. */
const HARMLESS_URI_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * File names a viewer would hand to the operating system to run: a viewer opens an attachment
 * with whatever program its name (extension) picks, so names decide, not contents.
 */
const EXECUTABLE_EXTENSION =
  /\.(exe|com|scr|pif|bat|cmd|msi|msp|msc|dll|cpl|sys|drv|ocx|hta|vbs|vbe|js|jse|jar|ws|wsf|wsh|ps1|psm1|psd1|lnk|url|reg|inf|scf|gadget|application|appref-ms|sh|bash|zsh|csh|ksh|command|run|bin|elf|app|dmg|pkg|deb|rpm|apk|ipa|appimage|py|pyw|pl|rb|php|docm|xlsm|pptm|dotm|xltm|potm|xlam|ppam|iso|img|vhd|vhdx)$/i;

/** Media types of programs and scripts (an embedded file's /Subtype). */
const EXECUTABLE_MEDIA_TYPE =
  /^application\/(x-msdownload|x-msdos-program|x-ms-installer|x-msi|vnd\.microsoft\.portable-executable|x-executable|x-elf|x-mach-binary|x-sh|x-shellscript|x-bat|x-csh|java-archive|x-java-archive|javascript|x-javascript|ecmascript|hta|x-ms-shortcut|vnd\.apple\.installer\+xml|x-apple-diskimage)$|^text\/(javascript|ecmascript|x-sh|x-shellscript|x-python|x-perl|vbscript)$/i;

/** XFA templates carry scripts in <script> elements (and scripted events). */
const XFA_SCRIPT = /<(?:[A-Za-z0-9_-]+:)?script[\s>/]/i;

/**
 * Keys whose values are numbers (geometry, font metrics, functions): a viewer never takes an
 * action from them. Not /C: in an /AA dictionary it is the page-close or calculate action.
 */
const NUMERIC_KEYS = new Set([
  "MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox", "BBox", "Rect", "Matrix", "QuadPoints", "InkList", "Vertices", "IC",
  "Border", "Widths", "W", "W2", "FontBBox", "FontMatrix", "Domain", "Range", "Decode", "Encode", "Size", "Bounds", "Differences",
  "Index", "Prev", "Length", "ByteRange",
]);

class LimitExceeded extends Error {}

/** The first active content in the document, or null when there is none. */
export function findActiveContent(pdf: mupdf.PDFDocument): ActiveContent | null {
  try {
    return findInObjects(pdf) ?? findInXfa(pdf);
  } catch (error) {
    if (error instanceof LimitExceeded) return { code: "document_has_active_content", feature: error.message };
    throw error;
  }
}

/**
 * Walks every object of the file: each indirect object as a root (so nothing hides in an object
 * no page refers to, and reference cycles cannot loop), and every dictionary and array nested
 * directly inside it, at any depth up to the limit.
 */
function findInObjects(pdf: mupdf.PDFDocument): ActiveContent | null {
  const budget = { entries: 0 };
  const count = pdf.countObjects();
  for (let number = 0; number < count; number += 1) {
    const reference = number === 0 ? pdf.getTrailer() : pdf.newIndirect(number);
    const object = number === 0 ? reference : reference.resolve();
    try {
      const found = object.isDictionary() || object.isArray() ? findInTree(object, budget) : null;
      if (found) return found;
    } finally {
      release(object);
      release(reference);
    }
  }
  return null;
}

function findInTree(root: mupdf.PDFObject, budget: { entries: number }): ActiveContent | null {
  const stack: { object: mupdf.PDFObject; depth: number }[] = [{ object: root, depth: 0 }];
  while (stack.length > 0) {
    const { object, depth } = stack.pop() as { object: mupdf.PDFObject; depth: number };
    if (depth > ACTIVE_CONTENT_LIMITS.maxDepth) throw new LimitExceeded("nesting too deep to check");
    if (object.isDictionary()) {
      const found = classifyDictionary(object);
      if (found) return found;
    } else if (!object.isArray()) {
      continue;
    }
    object.forEach((child, key) => {
      budget.entries += 1;
      if (budget.entries > ACTIVE_CONTENT_LIMITS.maxEntries) throw new LimitExceeded("too many objects to check");
      // Indirect children are walked as roots of their own; geometry and font metrics hold numbers only.
      const isContainer = !child.isIndirect() && !(typeof key === "string" && NUMERIC_KEYS.has(key)) && (child.isDictionary() || child.isArray());
      if (isContainer) stack.push({ object: child, depth: depth + 1 });
      else release(child);
    });
    if (object !== root) release(object);
  }
  return null;
}

/**
 * Gives a wrapper's reference back to mupdf now rather than when the garbage collector gets to
 * it: a large file makes hundreds of thousands of them, and collecting them all at once stalls
 * the worker. (The shared null object has no reference of its own.)
 */
function release(object: mupdf.PDFObject): void {
  if (!object.isNull()) object.destroy();
}

function nameOf(object: mupdf.PDFObject): string | undefined {
  const resolved = object.isIndirect() ? object.resolve() : object;
  return resolved.isName() ? resolved.asName() : undefined;
}

function textOf(object: mupdf.PDFObject): string | undefined {
  const resolved = object.isIndirect() ? object.resolve() : object;
  return resolved.isString() ? resolved.asString() : undefined;
}

/** What one dictionary is, judged by its own keys: an action, an annotation, a file specification, a name tree of scripts. */
function classifyDictionary(dictionary: mupdf.PDFObject): ActiveContent | null {
  // Script anywhere: an action's /JS, a rendition's, a document-level script's.
  if (!dictionary.get("JS").isNull()) return { code: "document_has_javascript", feature: "JS entry" };
  if (!dictionary.get("JavaScript").isNull()) return { code: "document_has_javascript", feature: "JavaScript name tree" };
  const type = nameOf(dictionary.get("Type"));
  const action = nameOf(dictionary.get("S"));
  if (action !== undefined && (type === undefined || type === "Action")) {
    const code = ACTION_POLICY[action];
    if (code) return { code, feature: `${action} action` };
    if (OTHER_FILE_ACTIONS.has(action)) {
      const found = classifyOtherFile(action, dictionary.get("F"));
      if (found) return found;
    }
    if (action === "URI") {
      const found = classifyUri(textOf(dictionary.get("URI")) ?? "");
      if (found) return found;
    }
  }
  const subtype = nameOf(dictionary.get("Subtype"));
  if (subtype && ACTIVE_ANNOTATIONS.has(subtype) && !dictionary.get("Rect").isNull()) return { code: "document_has_active_content", feature: `${subtype} annotation` };
  if (type === "EmbeddedFile") return classifyMediaType(subtype);
  if (type === "Filespec" || !dictionary.get("EF").isNull()) return classifyFileSpecification(dictionary);
  return null;
}

/**
 * /GoToR opens another PDF, /GoToE one embedded in a PDF. A PDF named by a relative path (a
 * manual linking to its companion volume) is navigation; a file of another kind, an absolute
 * or network path (\\host\share leaks the reader's credentials) or a URL is launch-like.
 * /GoToE without /F stays inside this file.
 */
function classifyOtherFile(action: string, target: mupdf.PDFObject): ActiveContent | null {
  if (target.isNull()) return action === "GoToE" ? null : { code: "document_has_active_content", feature: `${action} action without a target` };
  const resolved = target.isIndirect() ? target.resolve() : target;
  const isUrl = resolved.isDictionary() && nameOf(resolved.get("FS")) === "URL";
  const name = resolved.isDictionary() ? (textOf(resolved.get("UF")) ?? textOf(resolved.get("F"))) : textOf(resolved);
  if (!isUrl && name !== undefined && isRelativePdfPath(name)) return null;
  return { code: "document_has_active_content", feature: `${action} action to another file` };
}

function isRelativePdfPath(name: string): boolean {
  const path = name.trim();
  return /\.pdf$/i.test(path) && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) && !/^[/\\]/.test(path);
}

function classifyMediaType(mediaType: string | undefined): ActiveContent | null {
  return mediaType && EXECUTABLE_MEDIA_TYPE.test(mediaType) ? { code: "document_has_active_content", feature: "embedded executable" } : null;
}

function classifyUri(uri: string): ActiveContent | null {
  const scheme = /^\s*([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1]?.toLowerCase();
  // A relative link (no scheme) resolves against the document's base URI, a web address.
  if (scheme === undefined || HARMLESS_URI_SCHEMES.has(scheme)) return null;
  if (scheme === "javascript" || scheme === "vbscript") return { code: "document_has_javascript", feature: `${scheme}: link` };
  return { code: "document_has_active_content", feature: `${scheme}: link` };
}

/** An attached file is refused when its name or declared media type is that of a program. */
function classifyFileSpecification(specification: mupdf.PDFObject): ActiveContent | null {
  for (const key of ["UF", "F", "DOS", "Unix", "Mac"]) {
    const name = textOf(specification.get(key));
    if (name && EXECUTABLE_EXTENSION.test(name.trim())) return { code: "document_has_active_content", feature: "embedded executable" };
  }
  const embedded = specification.get("EF");
  if (!embedded.isNull()) {
    let found: ActiveContent | null = null;
    embedded.forEach((stream) => {
      found ??= classifyMediaType(nameOf(stream.get("Subtype")));
    });
    if (found) return found;
  }
  return null;
}

/**
 * An XFA form (/AcroForm /XFA: one stream, or packets of name and stream) brings its own
 * scripts, in XML the object walk cannot see: its packets are read and searched for them.
 */
function findInXfa(pdf: mupdf.PDFDocument): ActiveContent | null {
  const xfa = pdf.getTrailer().get("Root", "AcroForm", "XFA");
  if (xfa.isNull()) return null;
  const streams: mupdf.PDFObject[] = [];
  if (xfa.isArray()) xfa.forEach((entry) => (entry.isStream() ? streams.push(entry) : undefined));
  else if (xfa.isStream()) streams.push(xfa);
  let total = 0;
  for (const stream of streams) {
    const declared = stream.get("Length");
    if (declared.isNumber() && declared.asNumber() > ACTIVE_CONTENT_LIMITS.maxXfaBytes) throw new LimitExceeded("XFA form too large to check");
    const buffer = stream.readStream();
    const text = buffer.asString();
    buffer.destroy();
    total += text.length;
    if (total > ACTIVE_CONTENT_LIMITS.maxXfaBytes * 4) throw new LimitExceeded("XFA form too large to check");
    if (XFA_SCRIPT.test(text)) return { code: "document_has_javascript", feature: "XFA script" };
  }
  return null;
}
