import type * as mupdf from "mupdf";
import type { ActiveContentKind } from "@paraph/contracts";

/**
 * What counts as active content in a PDF, judged one dictionary at a time (docs/SECURITY.md,
 * "Active content in uploaded PDFs"), and how the cleaning removes each kind: some dictionaries
 * lose an entry of their own (a script, a media player's content), others are detached from
 * whatever refers to them (actions, attached programs). Runs in the PDF worker threads (mupdf).
 */

/** One thing found in a dictionary, and how it is removed. */
export interface ActiveContentMatch {
  kind: ActiveContentKind;
  feature: string;
  /** `detach`: remove the dictionary from whatever refers to it; otherwise the entries to delete from the dictionary itself. */
  remedy: "detach" | { deleteKeys: string[] };
}

/** Actions (the /S of an action dictionary) that run code, start programs, send or load data, or play media. */
const ACTION_KINDS: Record<string, ActiveContentKind> = {
  JavaScript: "javascript",
  JS: "javascript",
  Launch: "launch",
  SubmitForm: "submit_form",
  ImportData: "import_data",
  RichMediaExecute: "media",
  Movie: "media",
  Sound: "media",
  Rendition: "media",
};

/** Actions that open another file: harmless when it is a PDF beside this one, launch-like otherwise. */
const OTHER_FILE_ACTIONS = new Set(["GoToR", "GoToE"]);

/** Annotations that embed a player or a scriptable scene, and the entries that hold what they play or run. */
const MEDIA_ANNOTATIONS = new Set(["RichMedia", "Movie", "Sound", "Screen", "3D"]);
const MEDIA_ENTRIES = ["RichMediaContent", "RichMediaSettings", "Movie", "Sound", "3DD", "3DA", "A", "AA"];

/**
 * Link schemes whose usual handlers run code (a script, a Java program) instead of showing a
 * page. Any other scheme (http, ftp, news, mailto, tel, ctan, doi…) names something to fetch or
 * an application to ask; a viewer asks the reader before following a link.
 */
const CODE_SCHEMES = new Set(["javascript", "vbscript", "livescript", "data", "jar", "jnlp"]);

/**
 * Link schemes that reach the reader's own machine or network: files and shares (a share's
 * address leaks the reader's Windows credentials), the Windows help, search and shell handlers
 * behind known remote-code attacks (ms-msdt, search-ms, ms-officecmd, hcp, ms-its).
 */
const LOCAL_SCHEMES = new Set(["file", "smb", "cifs", "nfs", "afp", "shell", "hcp", "its", "ms-its", "mk", "mhtml", "res", "search", "search-ms"]);
const LOCAL_SCHEME_PREFIXES = ["ms-", "vnd.ms-"];

/**
 * File names a viewer would hand to the operating system to run: a viewer opens an attachment
 * with whatever program its name (extension) picks, so names decide, not contents.
 */
const EXECUTABLE_EXTENSION =
  /\.(exe|com|scr|pif|bat|cmd|msi|msp|msc|dll|cpl|sys|drv|ocx|hta|vbs|vbe|js|jse|jar|ws|wsf|wsh|ps1|psm1|psd1|lnk|url|reg|inf|scf|gadget|application|appref-ms|sh|bash|zsh|csh|ksh|command|run|bin|elf|app|dmg|pkg|deb|rpm|apk|ipa|appimage|py|pyw|pl|rb|php|docm|xlsm|pptm|dotm|xltm|potm|xlam|ppam|iso|img|vhd|vhdx)$/i;

/** Media types of programs and scripts (an embedded file's /Subtype). */
const EXECUTABLE_MEDIA_TYPE =
  /^application\/(x-msdownload|x-msdos-program|x-ms-installer|x-msi|vnd\.microsoft\.portable-executable|x-executable|x-elf|x-mach-binary|x-sh|x-shellscript|x-bat|x-csh|java-archive|x-java-archive|javascript|x-javascript|ecmascript|hta|x-ms-shortcut|vnd\.apple\.installer\+xml|x-apple-diskimage)$|^text\/(javascript|ecmascript|x-sh|x-shellscript|x-python|x-perl|vbscript)$/i;

export function nameOf(object: mupdf.PDFObject): string | undefined {
  const resolved = object.isIndirect() ? object.resolve() : object;
  return resolved.isName() ? resolved.asName() : undefined;
}

function textOf(object: mupdf.PDFObject): string | undefined {
  const resolved = object.isIndirect() ? object.resolve() : object;
  return resolved.isString() ? resolved.asString() : undefined;
}

/** Everything active about one dictionary, judged by its own entries. */
export function classifyDictionary(dictionary: mupdf.PDFObject): ActiveContentMatch[] {
  const matches: ActiveContentMatch[] = [];
  const whole = classifyAsWhole(dictionary);
  if (whole) matches.push(whole);
  // Script anywhere else: a rendition's /JS, a document-level script tree. (A JavaScript action's own /JS goes with the action.)
  if (!whole && !dictionary.get("JS").isNull()) matches.push({ kind: "javascript", feature: "JS entry", remedy: { deleteKeys: ["JS"] } });
  if (!dictionary.get("JavaScript").isNull()) matches.push({ kind: "javascript", feature: "JavaScript name tree", remedy: { deleteKeys: ["JavaScript"] } });
  const media = classifyMediaAnnotation(dictionary);
  if (media) matches.push(media);
  return matches;
}

/** What makes a dictionary dangerous as a whole (an action, an attached program): such a dictionary is detached from its referrers. */
export function classifyAsWhole(dictionary: mupdf.PDFObject): ActiveContentMatch | null {
  const type = nameOf(dictionary.get("Type"));
  const action = nameOf(dictionary.get("S"));
  if (action !== undefined && (type === undefined || type === "Action")) {
    const found = classifyAction(action, dictionary);
    if (found) return { ...found, remedy: "detach" };
  }
  if (type === "EmbeddedFile") return isExecutableMediaType(nameOf(dictionary.get("Subtype"))) ? embeddedExecutable() : null;
  if (type === "Filespec" || !dictionary.get("EF").isNull()) return isExecutableFileSpecification(dictionary) ? embeddedExecutable() : null;
  return null;
}

function embeddedExecutable(): ActiveContentMatch {
  return { kind: "embedded_executable", feature: "embedded executable", remedy: "detach" };
}

function classifyAction(action: string, dictionary: mupdf.PDFObject): Omit<ActiveContentMatch, "remedy"> | null {
  const kind = ACTION_KINDS[action];
  if (kind) return { kind, feature: `${action} action` };
  if (OTHER_FILE_ACTIONS.has(action)) return classifyOtherFile(action, dictionary.get("F"));
  if (action === "URI") return classifyUri(textOf(dictionary.get("URI")) ?? "");
  return null;
}

/**
 * A media annotation plays or runs what its entries hold; the annotation itself, with its
 * appearance, stays, so the page looks the same once they are gone.
 */
function classifyMediaAnnotation(dictionary: mupdf.PDFObject): ActiveContentMatch | null {
  const subtype = nameOf(dictionary.get("Subtype"));
  if (!subtype || !MEDIA_ANNOTATIONS.has(subtype) || dictionary.get("Rect").isNull()) return null;
  const present = MEDIA_ENTRIES.filter((key) => !dictionary.get(key).isNull());
  return present.length > 0 ? { kind: "media", feature: `${subtype} annotation`, remedy: { deleteKeys: present } } : null;
}

/**
 * /GoToR opens another PDF, /GoToE one embedded in a PDF. A PDF named by a relative path (a
 * manual linking to its companion volume) is navigation; a file of another kind, an absolute
 * or network path (\\host\share leaks the reader's credentials) or a URL is launch-like.
 * /GoToE without /F stays inside this file.
 */
function classifyOtherFile(action: string, target: mupdf.PDFObject): Omit<ActiveContentMatch, "remedy"> | null {
  if (target.isNull()) return action === "GoToE" ? null : { kind: "other_file", feature: `${action} action without a target` };
  const resolved = target.isIndirect() ? target.resolve() : target;
  const isUrl = resolved.isDictionary() && nameOf(resolved.get("FS")) === "URL";
  const name = resolved.isDictionary() ? (textOf(resolved.get("UF")) ?? textOf(resolved.get("F"))) : textOf(resolved);
  if (!isUrl && name !== undefined && isRelativePdfPath(name)) return null;
  return { kind: "other_file", feature: `${action} action to another file` };
}

function isRelativePdfPath(name: string): boolean {
  const path = name.trim();
  return /\.pdf$/i.test(path) && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) && !/^[/\\]/.test(path);
}

/** A link is active only when its scheme runs code or reaches the reader's machine; web, mail, news, ftp and custom schemes are links. */
export function classifyUri(uri: string): Omit<ActiveContentMatch, "remedy"> | null {
  const trimmed = uri.trim();
  // A Windows share path (\\host\share) sends the reader's credentials to that host.
  if (trimmed.startsWith("\\\\")) return { kind: "local_link", feature: "network share link" };
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(trimmed)?.[1]?.toLowerCase();
  // A relative link (no scheme) resolves against the document's base URI, a web address.
  if (scheme === undefined) return null;
  if (CODE_SCHEMES.has(scheme)) return { kind: "javascript_link", feature: `${scheme}: link` };
  if (LOCAL_SCHEMES.has(scheme) || LOCAL_SCHEME_PREFIXES.some((prefix) => scheme.startsWith(prefix))) return { kind: "local_link", feature: `${scheme}: link` };
  return null;
}

function isExecutableMediaType(mediaType: string | undefined): boolean {
  return mediaType !== undefined && EXECUTABLE_MEDIA_TYPE.test(mediaType);
}

/** An attached file is a program when its name or the declared media type of its content is that of a program. */
function isExecutableFileSpecification(specification: mupdf.PDFObject): boolean {
  for (const key of ["UF", "F", "DOS", "Unix", "Mac"]) {
    const name = textOf(specification.get(key));
    if (name && EXECUTABLE_EXTENSION.test(name.trim())) return true;
  }
  const embedded = specification.get("EF");
  let found = false;
  if (embedded.isDictionary()) embedded.forEach((stream) => (found ||= isExecutableMediaType(nameOf(stream.get("Subtype")))));
  return found;
}
