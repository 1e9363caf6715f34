import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { runRequiredTool } from "../support/run-tool.ts";
import { fail, pass, type CheckResult } from "./check-result.ts";

const SOURCE = path.join(import.meta.dirname, "../pdfbox-checker/Check.java");

/** Debian's jars (libpdfbox2-java, libbcpkix-java, libbcprov-java, libbcutil-java and what PDFBox needs). */
const CLASS_PATH = ["pdfbox2.jar", "fontbox2.jar", "commons-logging.jar", "bcprov.jar", "bcpkix.jar", "bcutil.jar"].map((jar) => path.join("/usr/share/java", jar));

interface PdfboxAnswer {
  file: string;
  error?: string;
  signatures?: { subFilter: string | null; signer: string; problems: string[] }[];
  dss?: { present: boolean; certificates?: number; ocspResponses?: number; crls?: number; vri?: number; problems?: string[] };
}

/**
 * corpus/pdfbox-checker/Check.java compiled into the cache and kept running: files go in one
 * path a line, answers come back one JSON line each, in order, so concurrent callers queue.
 */
export class PdfboxChecker {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly answers: AsyncIterator<string>;

  private constructor(private readonly java: ChildProcessWithoutNullStreams) {
    this.answers = createInterface({ input: java.stdout })[Symbol.asyncIterator]();
  }

  static async start(cacheDir: string): Promise<PdfboxChecker> {
    const classes = path.join(cacheDir, "pdfbox-checker");
    await compileWhenChanged(classes);
    const java = spawn("java", ["-Xmx768m", "-cp", [classes, ...CLASS_PATH].join(":"), "Check"], { stdio: ["pipe", "pipe", "pipe"] });
    // PDFBox logs through commons-logging to stderr (font substitutions, lenient parsing): not a verdict.
    java.stderr.resume();
    return new PdfboxChecker(java);
  }

  /** Every signature verifies (CMS over its byte range, signing-certificate-v2, time-stamp imprints) and the DSS parses; `expectedSignatures` at least. */
  check(signedFile: string, expectedSignatures: number): Promise<CheckResult> {
    const answer = this.queue.then(() => this.ask(signedFile));
    this.queue = answer.catch(() => undefined);
    return answer.then((parsed) => judge(parsed, expectedSignatures));
  }

  async stop(): Promise<void> {
    this.java.stdin.end();
    if (this.java.exitCode === null) await new Promise((resolve) => this.java.once("exit", resolve));
  }

  private async ask(file: string): Promise<PdfboxAnswer> {
    this.java.stdin.write(`${path.resolve(file)}\n`);
    const line = await this.answers.next();
    if (line.done) throw new Error("the PDFBox checker stopped");
    return JSON.parse(line.value) as PdfboxAnswer;
  }
}

function judge(answer: PdfboxAnswer, expectedSignatures: number): CheckResult {
  if (answer.error) return fail(`PDFBox could not read the file: ${answer.error}`);
  const signatures = answer.signatures ?? [];
  const problems = signatures.flatMap((signature) => signature.problems.map((problem) => `${signature.subFilter}: ${problem}`));
  if (signatures.length < expectedSignatures) problems.push(`${signatures.length} signatures, expected ${expectedSignatures}`);
  const dss = answer.dss;
  if (!dss?.present) problems.push("no DSS");
  else problems.push(...(dss.problems ?? []).map((problem) => `DSS ${problem}`));
  const summary = `${signatures.length} signatures; DSS ${dss?.present ? `${dss.certificates} certificates, ${dss.ocspResponses} OCSP, ${dss.crls} CRLs, ${dss.vri} VRI` : "absent"}`;
  return problems.length === 0 ? pass(summary) : fail(`${problems.join("; ").slice(0, 400)} — ${summary}`);
}

/** javac only when the source is newer than the class, so a run starts at once and an edit is never stale. */
async function compileWhenChanged(classes: string): Promise<void> {
  const compiled = path.join(classes, "Check.class");
  const [source, target] = await Promise.all([fs.stat(SOURCE), fs.stat(compiled).catch(() => undefined)]);
  if (target && target.mtimeMs >= source.mtimeMs) return;
  await fs.mkdir(classes, { recursive: true });
  await runRequiredTool("javac", ["-d", classes, "-cp", CLASS_PATH.join(":"), SOURCE]);
}
