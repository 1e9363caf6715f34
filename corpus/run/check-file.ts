import fs from "node:fs/promises";
import path from "node:path";
import { fail, guarded, notRun, type CheckResult } from "../checks/check-result.ts";
import { checkPageText } from "../checks/page-text-check.ts";
import { judgeShadowedDocument, judgeUntouchedDocument, reportsChangeAfterSigning, validateWithParaph } from "../checks/paraph-validation.ts";
import type { PdfboxChecker } from "../checks/pdfbox-check.ts";
import { checkWithPdfsig } from "../checks/pdfsig-check.ts";
import { checkWithQpdf } from "../checks/qpdf-check.ts";
import { appendShadowChange } from "../checks/shadow-change.ts";
import type { ParaphServer } from "../paraph/paraph-server.ts";
import { signWithTwoSigners } from "../paraph/sign-with-two-signers.ts";
import type { CorpusFile } from "../selection/corpus-file.ts";
import { describePdf } from "../support/pdf-description.ts";
import { CHECK_NAMES, type CheckName, type FileResult } from "./file-result.ts";

export interface CheckContext {
  paraph: ParaphServer;
  pdfsigTrustStore: string;
  pdfbox: PdfboxChecker;
  /** Where signed and shadowed files are kept for a second look. */
  outputDir: string;
}

const nothingRun = (reason: string) => Object.fromEntries(CHECK_NAMES.map((name) => [name, notRun(reason)])) as Record<CheckName, CheckResult>;

/** Signs one file with two signers through the API, then asks every validator about the result. */
export async function checkFile(context: CheckContext, file: CorpusFile, withShadowChange: boolean): Promise<FileResult> {
  const [description, original] = await Promise.all([describePdf(file.path), fs.readFile(file.path)]);
  const base = { id: file.id, source: file.source, producer: description.producer, pages: description.pages, bytes: original.length };
  const outcome = await signWithTwoSigners(context.paraph, path.basename(file.path), original, description.firstPage);
  if (outcome.kind !== "signed") {
    const notSigned = { signMilliseconds: undefined, validateMilliseconds: undefined, cleaned: [], signedFile: undefined, checks: nothingRun(outcome.kind), falselyChanged: false };
    return { ...base, ...notSigned, outcome: outcome.kind, reason: outcome.reason };
  }

  const signedFile = path.join(context.outputDir, "signed", safeName(file.id));
  await fs.mkdir(path.dirname(signedFile), { recursive: true });
  await fs.writeFile(signedFile, outcome.signed);
  const paraphSigners = context.paraph.signers.map((signer) => signer.name);
  const validation = await validateWithParaph(context.paraph.url, outcome.signed).catch((error: unknown) => error as Error);
  const [pdfsig, pdfbox, qpdf, text, shadow] = await Promise.all([
    guarded(() => checkWithPdfsig(signedFile, context.pdfsigTrustStore, paraphSigners)),
    guarded(() => context.pdfbox.check(signedFile, paraphSigners.length + 1 + file.foreignSigners.length)),
    guarded(() => checkWithQpdf(file.path, signedFile)),
    guarded(() => checkPageText(file.path, signedFile, outcome.fields)),
    withShadowChange ? guarded(() => checkShadowChange(context, file, outcome.signed)) : Promise.resolve(notRun()),
  ]);
  const isValidated = !(validation instanceof Error);
  return {
    ...base,
    outcome: "signed",
    reason: "",
    cleaned: outcome.cleaned,
    signedFile,
    signMilliseconds: outcome.milliseconds,
    validateMilliseconds: isValidated ? validation.milliseconds : undefined,
    checks: {
      paraph: isValidated ? judgeUntouchedDocument(validation.report, paraphSigners) : validationFailure(validation),
      pdfsig,
      pdfbox,
      qpdf,
      text,
      shadow,
    },
    falselyChanged: isValidated && reportsChangeAfterSigning(validation.report),
  };
}

async function checkShadowChange(context: CheckContext, file: CorpusFile, signed: Uint8Array): Promise<CheckResult> {
  // pdf-lib cannot rewrite every real file; then there is no shadow change to report, and Paraph is not to blame.
  const shadowed = await appendShadowChange(signed).catch((error: unknown) => error as Error);
  if (shadowed instanceof Error) return notRun(`pdf-lib could not append the change: ${shadowed.message}`.slice(0, 300));
  const shadowedFile = path.join(context.outputDir, "shadowed", safeName(file.id));
  await fs.mkdir(path.dirname(shadowedFile), { recursive: true });
  await fs.writeFile(shadowedFile, shadowed);
  return judgeShadowedDocument((await validateWithParaph(context.paraph.url, shadowed)).report);
}

function validationFailure(error: Error): CheckResult {
  return fail(`validation failed: ${error.message}`.slice(0, 500));
}

/** A corpus id as one file name (`package/name.pdf#2` → `package__name-2.pdf`). */
function safeName(id: string): string {
  const name = id.replace(/[^A-Za-z0-9._-]+/g, "_");
  return name.toLowerCase().endsWith(".pdf") ? name : `${name}.pdf`;
}
