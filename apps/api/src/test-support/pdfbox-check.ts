import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const SOURCE = path.join(import.meta.dirname, "../../../../corpus/pdfbox-checker/Check.java");
/** Debian's jars, as the corpus's checker uses them (corpus/checks/pdfbox-check.ts). */
const CLASS_PATH = ["pdfbox2.jar", "fontbox2.jar", "commons-logging.jar", "bcprov.jar", "bcpkix.jar", "bcutil.jar"].map((jar) => path.join("/usr/share/java", jar)).join(":");

/** What corpus/pdfbox-checker/Check.java answers for one file. */
export interface PdfboxVerdict {
  error?: string;
  signatures?: { subFilter: string | null; signer: string; problems: string[] }[];
  dss?: { present: boolean; certificates?: number; ocspResponses?: number; crls?: number; vri?: number; problems?: string[] };
}

/**
 * PDFBox and BouncyCastle's opinion of a signed PDF (the corpus's checker, compiled into a
 * temporary folder): each signature's CMS over its byte range, signing-certificate-v2, the
 * time-stamp imprints, and whether the DSS parses.
 */
export async function runPdfboxCheck(pdf: Uint8Array): Promise<PdfboxVerdict> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pdfbox-"));
  try {
    await run("javac", ["-d", directory, "-cp", CLASS_PATH, SOURCE]);
    const file = path.join(directory, "document.pdf");
    await fs.writeFile(file, pdf);
    const java = run("java", ["-Xmx512m", "-cp", `${directory}:${CLASS_PATH}`, "Check"]);
    java.child.stdin?.end(`${file}\n`);
    const { stdout } = await java;
    return JSON.parse(stdout.trim().split("\n")[0] ?? "{}") as PdfboxVerdict;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
