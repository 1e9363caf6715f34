import zlib from "node:zlib";
import { catalogOf, HeldEntry } from "./catalog-update.ts";
import { IncrementalUpdate } from "./incremental-writer.ts";
import { PdfObjectReader } from "./object-reader.ts";
import { array, dict, name, type PdfRef } from "./pdf-values.ts";

/** The validation data of one append, already keyed: stream data per kind and a VRI entry per signature. */
export interface DssContent {
  Certs: Uint8Array[];
  OCSPs: Uint8Array[];
  CRLs: Uint8Array[];
  /** VRI key (upper-case SHA-1 of a signature's /Contents) → indexes into the lists above. */
  vri: Map<string, { Cert: number[]; OCSP: number[]; CRL: number[] }>;
}

/**
 * Appends the DSS (or extends the one the document has) reading only the trailer, the
 * cross-reference data, the catalog and the DSS. Throws IncrementalUpdateUnavailable where the
 * file cannot be read that way.
 */
export function appendDssRevision(original: Uint8Array, content: DssContent): Uint8Array {
  const reader = new PdfObjectReader(original);
  const update = new IncrementalUpdate(reader);
  const { catalog, save: saveCatalog } = catalogOf(update, reader);
  const dss = HeldEntry.of(update, reader, catalog, "DSS", "dict", saveCatalog, true);
  const stored = {} as Record<"Certs" | "OCSPs" | "CRLs", PdfRef[]>;
  for (const kind of ["Certs", "OCSPs", "CRLs"] as const) {
    stored[kind] = content[kind].map((data) => update.addStream(dict({ Filter: name("FlateDecode") }), zlib.deflateSync(data)));
    const list = HeldEntry.of(update, reader, dss.value, kind, "array", () => dss.saved());
    list.value.items.push(...stored[kind]);
    list.saved();
  }
  const vri = HeldEntry.of(update, reader, dss.value, "VRI", "dict", () => dss.saved());
  const pick = (kind: "Certs" | "OCSPs" | "CRLs", indexes: number[]) => array(indexes.map((index) => stored[kind][index]).filter((entry) => entry !== undefined));
  for (const [key, entry] of content.vri) {
    vri.value.entries.set(key, dict({ Cert: pick("Certs", entry.Cert), OCSP: pick("OCSPs", entry.OCSP), CRL: pick("CRLs", entry.CRL) }));
  }
  vri.saved();
  dss.saved();
  return update.write().bytes;
}
