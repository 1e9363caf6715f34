import { createHash } from "node:crypto";
import type { ValidationObjectType } from "./etsi-uris.ts";
import type { XmlElement } from "./xml-writer.ts";

/** One object the signatures were validated with, as the report lists it once and refers to by id. */
export interface ValidationObjectEntry {
  id: string;
  type: ValidationObjectType;
  /** The object itself (DER), or only its SHA-256 when the object is the signed document. */
  representation: { der: Uint8Array } | { sha256: Uint8Array };
  /** The object's own validation (a time-stamp's), a SignatureValidationReportType element. */
  report?: XmlElement;
}

/** Id prefixes: an xs:ID must start with a letter, and the prefix tells a reader what it names. */
const ID_PREFIXES: Record<ValidationObjectType, string> = {
  certificate: "C",
  crl: "CRL",
  ocspResponse: "OCSP",
  timestamp: "T",
  signedData: "D",
};

/**
 * The report's SignatureValidationObjects: each certificate, CRL, OCSP response, time-stamp and
 * signed document once, with an id made of its type and SHA-256, so the same object always has
 * the same id and two signatures sharing a chain refer to the same entries.
 */
export class ValidationObjects {
  private readonly entries = new Map<string, ValidationObjectEntry>();

  add(type: Exclude<ValidationObjectType, "signedData">, der: Uint8Array): string {
    return this.put(type, der, { der });
  }

  /** The signed document is not repeated in the report: only its digest. */
  addSignedData(sha256: Uint8Array): string {
    return this.put("signedData", sha256, { sha256 });
  }

  attachReport(id: string, report: XmlElement): void {
    const entry = [...this.entries.values()].find((candidate) => candidate.id === id);
    if (entry) entry.report = report;
  }

  list(): ValidationObjectEntry[] {
    return [...this.entries.values()];
  }

  private put(type: ValidationObjectType, bytes: Uint8Array, representation: ValidationObjectEntry["representation"]): string {
    const digest = type === "signedData" ? Buffer.from(bytes).toString("hex") : createHash("sha256").update(bytes).digest("hex");
    const id = `${ID_PREFIXES[type]}-${digest.toUpperCase()}`;
    if (!this.entries.has(id)) this.entries.set(id, { id, type, representation });
    return id;
  }
}
