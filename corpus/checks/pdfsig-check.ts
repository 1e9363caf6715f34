import fs from "node:fs/promises";
import { createTrustStore, runPdfsig, type PdfsigSignature } from "../../apps/api/src/test-support/validators.ts";
import { fail, pass, type CheckResult } from "./check-result.ts";

/** An NSS database trusting the server's demo root, for pdfsig. */
export async function createPdfsigTrust(serverUrl: string): Promise<{ directory: string; dispose(): Promise<void> }> {
  const root = new Uint8Array(await (await fetch(`${serverUrl}/api/pki/root.cer`)).arrayBuffer());
  return createTrustStore(root);
}

/**
 * Poppler's verdict: each of Paraph's signer signatures valid and its certificate trusted
 * (checked online against the server's OCSP responder, so the server must be running), and a
 * signature made before the upload valid. Poppler 22.12 does not verify document time-stamps
 * (it lists them as type "unknown", "not yet been verified"); PDFBox checks those.
 */
export async function checkWithPdfsig(signedFile: string, trustStore: string, paraphSigners: readonly string[]): Promise<CheckResult> {
  const signatures = await runPdfsig(await fs.readFile(signedFile), trustStore);
  const problems: string[] = [];
  const ours = signatures.filter((signature) => signature.type === "ETSI.CAdES.detached" && paraphSigners.includes(signature.commonName));
  if (ours.length !== paraphSigners.length) problems.push(`${ours.length} of ${paraphSigners.length} Paraph signatures found`);
  for (const signature of ours) {
    if (signature.certificateValidation !== "Certificate is Trusted.") problems.push(`${signature.commonName}: ${signature.certificateValidation}`);
  }
  for (const signature of signatures.filter((entry) => !isDocumentTimeStamp(entry))) {
    if (signature.signatureValidation !== "Signature is Valid.") problems.push(`${signature.commonName || signature.type}: ${signature.signatureValidation}`);
  }
  const summary = `${signatures.length} signatures (${signatures.map((signature) => signature.type).join(", ")})`;
  return problems.length === 0 ? pass(summary) : fail(`${problems.join("; ")} — ${summary}`);
}

function isDocumentTimeStamp(signature: PdfsigSignature): boolean {
  return signature.type === "ETSI.RFC3161" || (signature.type === "unknown" && signature.signatureValidation === "Signature has not yet been verified.");
}
