import type { IncrementalUpdate } from "./incremental-writer.ts";
import type { PdfObjectReader } from "./object-reader.ts";
import { array, isArray, isDict, type PdfArray, type PdfDict, type PdfRef, type PdfValue, unavailable } from "./pdf-values.ts";

/**
 * Changes to an entry of an object read from the file, written back where they belong: a direct
 * entry changes its holder (written again), an entry that refers to its own object changes that
 * object only.
 */
export class HeldEntry<T extends PdfDict | PdfArray> {
  private constructor(
    readonly value: T,
    private readonly save: () => void,
  ) {}

  /**
   * The dictionary (or array) under `key` of `holder`: made when absent
   * (direct in the holder, or as an object of its own with `createAsObject`). `saveHolder`
   * writes the holder again.
   */
  static of<K extends "dict" | "array">(
    update: IncrementalUpdate,
    reader: PdfObjectReader,
    holder: PdfDict,
    key: string,
    kind: K,
    saveHolder: () => void,
    createAsObject = false,
  ): HeldEntry<K extends "dict" ? PdfDict : PdfArray> {
    type Held = K extends "dict" ? PdfDict : PdfArray;
    const entry = holder.entries.get(key);
    const isKind = (value: PdfValue | undefined): value is Held => (kind === "dict" ? isDict(value) : isArray(value));
    if (entry === undefined) {
      const created = (kind === "dict" ? { type: "dict", entries: new Map() } : array([])) as Held;
      if (!createAsObject) {
        holder.entries.set(key, created);
        return new HeldEntry(created, saveHolder);
      }
      const reference = update.allocate();
      holder.entries.set(key, reference);
      saveHolder();
      return new HeldEntry(created, () => update.set(reference, created));
    }
    if (entry.type === "ref") {
      const resolved = reader.resolve(entry);
      if (!isKind(resolved)) return unavailable(`/${key} is no ${kind}`);
      const reference: PdfRef = entry;
      return new HeldEntry(resolved, () => update.set(reference, resolved));
    }
    if (!isKind(entry)) return unavailable(`/${key} is no ${kind}`);
    return new HeldEntry(entry, saveHolder);
  }

  /** Writes the changed value where it lives. */
  saved(): T {
    this.save();
    return this.value;
  }
}

/** The document catalog and a way to write it again. */
export function catalogOf(update: IncrementalUpdate, reader: PdfObjectReader): { catalog: PdfDict; save: () => void } {
  const root = reader.crossReference.trailer.entries.get("Root");
  if (root?.type !== "ref") return unavailable("a trailer without an indirect /Root");
  const catalog = reader.resolve(root);
  if (!isDict(catalog)) return unavailable("a catalog that is no dictionary");
  return { catalog, save: () => update.set(root, catalog) };
}
