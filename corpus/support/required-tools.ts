import fs from "node:fs/promises";
import { runTool } from "./run-tool.ts";

/** Each command the corpus runs, with the Debian package that brings it. */
const TOOLS: Record<string, string> = {
  "apt-get": "apt",
  dpkg: "dpkg",
  pdfsig: "poppler-utils",
  pdfinfo: "poppler-utils",
  pdftotext: "poppler-utils",
  qpdf: "qpdf",
  certutil: "libnss3-tools",
  pk12util: "libnss3-tools",
  openssl: "openssl",
  java: "default-jdk-headless",
  javac: "default-jdk-headless",
};
const JARS: Record<string, string> = {
  "/usr/share/java/pdfbox2.jar": "libpdfbox2-java",
  "/usr/share/java/bcpkix.jar": "libbcpkix-java",
  "/usr/share/java/bcprov.jar": "libbcprov-java",
  "/usr/share/java/bcutil.jar": "libbcutil-java",
};

/** Fails at once, naming the packages to install, rather than after an hour of signing. */
export async function requireTools(options: { libreOffice: boolean }): Promise<void> {
  const tools = { ...TOOLS, ...(options.libreOffice ? { soffice: "libreoffice-writer-nogui" } : {}) };
  const missing = new Set<string>();
  for (const [command, debianPackage] of Object.entries(tools)) {
    if ((await runTool("sh", ["-c", `command -v ${command}`])).code !== 0) missing.add(debianPackage);
  }
  for (const [jar, debianPackage] of Object.entries(JARS)) {
    if (!(await fs.access(jar).then(() => true, () => false))) missing.add(debianPackage);
  }
  if (missing.size > 0) throw new Error(`The corpus needs: apt-get install --no-install-recommends ${[...missing].join(" ")}`);
}
