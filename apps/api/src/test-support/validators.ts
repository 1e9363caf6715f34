import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PdfsigSignature {
  fieldName: string;
  commonName: string;
  signatureValidation: string;
  certificateValidation: string;
  type: string;
  isTotalDocument: boolean;
}

/** A DER certificate as PEM, for OpenSSL. */
export function certificatePem(der: Uint8Array): string {
  return `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString("base64").replace(/(.{64})/g, "$1\n")}\n-----END CERTIFICATE-----\n`;
}

/** An NSS database that trusts exactly the given root (as pdfsig reads it), in a temporary folder. */
export async function createTrustStore(rootDer: Uint8Array): Promise<{ directory: string; dispose: () => Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-nss-"));
  const rootFile = path.join(directory, "root.der");
  await fs.writeFile(rootFile, rootDer);
  await run("certutil", ["-N", "-d", `sql:${directory}`, "--empty-password"]);
  await run("certutil", ["-A", "-d", `sql:${directory}`, "-n", "paraph-demo-root", "-t", "C,C,C", "-i", rootFile]);
  return { directory, dispose: () => fs.rm(directory, { recursive: true, force: true }) };
}

/**
 * Poppler's pdfsig, parsed: it exits 0 even when a digest does not match, so callers read the
 * validation lines of each signature.
 */
export async function runPdfsig(pdf: Uint8Array, trustStore: string): Promise<PdfsigSignature[]> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pdfsig-"));
  const file = path.join(directory, "document.pdf");
  await fs.writeFile(file, pdf);
  try {
    const { stdout } = await run("pdfsig", ["-nssdir", `sql:${trustStore}`, file]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => {
        const field = (label: string) => new RegExp(`- ${label}: (.*)$`, "m").exec(block)?.[1]?.trim() ?? "";
        return {
          fieldName: field("Signature Field Name"),
          commonName: field("Signer Certificate Common Name"),
          signatureValidation: field("Signature Validation"),
          certificateValidation: field("Certificate Validation"),
          type: field("Signature Type"),
          isTotalDocument: block.includes("Total document signed"),
        };
      });
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/** qpdf's structural check; resolves with its output, rejects when qpdf finds errors. */
export async function runQpdfCheck(pdf: Uint8Array): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-qpdf-"));
  const file = path.join(directory, "document.pdf");
  await fs.writeFile(file, pdf);
  try {
    const { stdout } = await run("qpdf", ["--check", file]);
    return stdout;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/**
 * `openssl ts -verify` of an RFC 3161 token against the SHA-256 it must cover, trusting `rootPem`.
 * Resolves with OpenSSL's answer ("Verification: OK"), rejects when it fails.
 */
export async function runOpensslTimestampVerify(token: Uint8Array, digestHex: string, rootPem: string, untrustedPem: string): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-ts-"));
  try {
    await fs.writeFile(path.join(directory, "token.der"), token);
    await fs.writeFile(path.join(directory, "root.pem"), rootPem);
    await fs.writeFile(path.join(directory, "untrusted.pem"), untrustedPem);
    const { stdout } = await run("openssl", [
      "ts",
      "-verify",
      "-digest",
      digestHex,
      "-in",
      path.join(directory, "token.der"),
      "-token_in",
      "-CAfile",
      path.join(directory, "root.pem"),
      "-untrusted",
      path.join(directory, "untrusted.pem"),
    ]);
    return stdout;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/** `openssl cms -verify` of a detached CMS over `content`, trusting `rootPem`. */
export async function runOpensslCmsVerify(cms: Uint8Array, content: Uint8Array, rootPem: string): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-cms-"));
  try {
    await fs.writeFile(path.join(directory, "signature.der"), cms);
    await fs.writeFile(path.join(directory, "content.bin"), content);
    await fs.writeFile(path.join(directory, "root.pem"), rootPem);
    const { stderr } = await run("openssl", [
      "cms",
      "-verify",
      "-inform",
      "DER",
      "-in",
      path.join(directory, "signature.der"),
      "-content",
      path.join(directory, "content.bin"),
      "-binary",
      "-purpose",
      "any",
      "-CAfile",
      path.join(directory, "root.pem"),
      "-out",
      "/dev/null",
    ]);
    return stderr;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/**
 * OpenSSL's view of revocation: each CRL is checked against the CA that signed it
 * (`openssl crl -verify`), then `certificatePem` is verified up to `rootPem` with every CRL
 * consulted for every certificate of the chain (`-crl_check_all`). Returns both outputs.
 */
export async function runOpensslRevocationCheck(
  certificatePem: string,
  chain: { rootPem: string; intermediatePem: string },
  crls: { der: Uint8Array; issuerPem: string }[],
): Promise<{ crlVerdicts: string[]; chainVerdict: string }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-crl-"));
  try {
    const file = (name: string) => path.join(directory, name);
    await fs.writeFile(file("certificate.pem"), certificatePem);
    await fs.writeFile(file("root.pem"), chain.rootPem);
    await fs.writeFile(file("intermediate.pem"), chain.intermediatePem);
    const crlVerdicts: string[] = [];
    const crlArguments: string[] = [];
    for (const [index, crl] of crls.entries()) {
      await fs.writeFile(file(`crl-${index}.der`), crl.der);
      await fs.writeFile(file(`issuer-${index}.pem`), crl.issuerPem);
      await run("openssl", ["crl", "-inform", "DER", "-in", file(`crl-${index}.der`), "-out", file(`crl-${index}.pem`)]);
      const { stdout, stderr } = await run("openssl", ["crl", "-in", file(`crl-${index}.pem`), "-CAfile", file(`issuer-${index}.pem`), "-noout"]);
      crlVerdicts.push(`${stdout}${stderr}`.trim());
      crlArguments.push("-CRLfile", file(`crl-${index}.pem`));
    }
    const { stdout } = await run("openssl", ["verify", "-crl_check_all", ...crlArguments, "-CAfile", file("root.pem"), "-untrusted", file("intermediate.pem"), file("certificate.pem")]).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
    );
    return { crlVerdicts, chainVerdict: stdout.trim() };
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
