import fs from "node:fs/promises";
import path from "node:path";
import { exists } from "../support/exists.ts";
import { runRequiredTool } from "../support/run-tool.ts";
import type { CorpusFile } from "./corpus-file.ts";

export const OTHER_TOOL_SIGNER = "Corpus Other Tool Signer";
const NICKNAME = "corpus-other-tool";

/**
 * A document someone signed with another tool before uploading it: poppler's
 * `pdfsig -add-signature` (an `adbe.pkcs7.detached` signature, RSA, SHA-256) with a self-signed
 * certificate made by OpenSSL and held in an NSS database. Paraph's signatures must leave it
 * intact; nobody trusts its certificate, which is the usual case for a foreign signature.
 */
export async function signWithAnotherTool(cacheDir: string, source: string): Promise<CorpusFile> {
  const work = path.join(cacheDir, "presigned");
  const signed = path.join(work, `${path.basename(source, ".pdf")}-signed-by-pdfsig.pdf`);
  if (!(await exists(signed))) {
    await fs.rm(work, { recursive: true, force: true });
    await fs.mkdir(work, { recursive: true });
    const nss = await createSigningNssDatabase(work);
    await runRequiredTool("pdfsig", ["-nssdir", `sql:${nss}`, "-add-signature", "-nick", NICKNAME, "-reason", "Signed by another tool", source, signed]);
  }
  return { id: `pdfsig/${path.basename(signed)}`, path: signed, source: "pdfsig (signed before upload)", foreignSigners: [OTHER_TOOL_SIGNER] };
}

async function createSigningNssDatabase(work: string): Promise<string> {
  const file = (name: string) => path.join(work, name);
  await runRequiredTool("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "3650",
    "-keyout", file("key.pem"), "-out", file("certificate.pem"),
    "-subj", `/CN=${OTHER_TOOL_SIGNER}/O=Paraph corpus`,
  ]);
  await runRequiredTool("openssl", ["pkcs12", "-export", "-inkey", file("key.pem"), "-in", file("certificate.pem"), "-name", NICKNAME, "-passout", "pass:corpus", "-out", file("identity.p12")]);
  const nss = file("nss");
  await fs.mkdir(nss);
  await runRequiredTool("certutil", ["-N", "-d", `sql:${nss}`, "--empty-password"]);
  await runRequiredTool("pk12util", ["-i", file("identity.p12"), "-d", `sql:${nss}`, "-W", "corpus"]);
  return nss;
}
