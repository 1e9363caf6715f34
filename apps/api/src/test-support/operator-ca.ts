import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface OperatorCa {
  directory: string;
  /** The PKCS#12 file `openssl pkcs12 -export` wrote: the issuing CA's key and certificate, and the root. */
  pkcs12File: string;
  password: string;
  rootPem: string;
  issuingPem: string;
  dispose(): Promise<void>;
}

/**
 * An operator's CA made with real OpenSSL as docs/OPERATIONS.md tells operators to: a root, an
 * issuing CA signed by it (CA:TRUE), and a PKCS#12 file with OpenSSL's default encryption.
 */
export async function createOperatorCa(options: { keyType?: "ec" | "rsa"; withRoot?: boolean } = {}): Promise<OperatorCa> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-operator-ca-"));
  const file = (name: string) => path.join(directory, name);
  // Random, as an operator's should be: production refuses passwords known from docs and tests.
  const password = randomBytes(12).toString("base64url");
  const newKey = (name: string) =>
    options.keyType === "rsa"
      ? run("openssl", ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", file(name)])
      : run("openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", file(name)]);
  await newKey("root.key");
  await run("openssl", ["req", "-x509", "-new", "-key", file("root.key"), "-subj", "/CN=Operator Test Root/O=Paraph Tests", "-days", "30", "-out", file("root.crt"),
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"]);
  await newKey("ca.key");
  await run("openssl", ["req", "-new", "-key", file("ca.key"), "-subj", "/CN=Operator Test Issuing CA/O=Paraph Tests", "-out", file("ca.csr")]);
  await fs.writeFile(file("ca.ext"), "basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n");
  await run("openssl", ["x509", "-req", "-in", file("ca.csr"), "-CA", file("root.crt"), "-CAkey", file("root.key"), "-CAcreateserial", "-days", "30", "-extfile", file("ca.ext"), "-out", file("ca.crt")]);
  const certfile = options.withRoot === false ? [] : ["-certfile", file("root.crt")];
  await run("openssl", ["pkcs12", "-export", "-inkey", file("ca.key"), "-in", file("ca.crt"), ...certfile, "-passout", `pass:${password}`, "-out", file("ca.p12")]);
  return {
    directory,
    pkcs12File: file("ca.p12"),
    password,
    rootPem: await fs.readFile(file("root.crt"), "utf8"),
    issuingPem: await fs.readFile(file("ca.crt"), "utf8"),
    dispose: () => fs.rm(directory, { recursive: true, force: true }),
  };
}
