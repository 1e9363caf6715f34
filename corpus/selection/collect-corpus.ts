import { pickEvenly, type CorpusFile } from "./corpus-file.ts";
import { FULL_CORPUS_PACKAGES, SAMPLE_PACKAGES } from "./debian-packages.ts";
import { collectDebianPdfs } from "./debian-pdfs.ts";
import { convertWithLibreOffice } from "./libreoffice-pdfs.ts";
import { signWithAnotherTool } from "./presigned-pdf.ts";

/** The whole corpus, a sample of the small packages, or the full corpus's files named by id (a run's failures, checked again). */
export type CorpusSelection = { kind: "full" } | { kind: "sample"; size: number } | { kind: "only"; ids: readonly string[] };

/**
 * The files of a run. The full corpus: the Debian packages' PDFs, LibreOffice exports and a file
 * signed by another tool. The sample: `size` files of the small packages and the file signed by
 * another tool, with no LibreOffice (a test machine need not carry an office suite).
 */
export async function collectCorpus(cacheDir: string, selection: CorpusSelection): Promise<CorpusFile[]> {
  if (selection.kind === "sample") {
    const debianFiles = pickEvenly(await collectDebianPdfs(cacheDir, SAMPLE_PACKAGES), selection.size);
    return [...debianFiles, await signWithAnotherTool(cacheDir, presignSource(debianFiles))];
  }
  const debianFiles = await collectDebianPdfs(cacheDir, FULL_CORPUS_PACKAGES);
  const files = [...debianFiles, ...(await convertWithLibreOffice(cacheDir)), await signWithAnotherTool(cacheDir, presignSource(debianFiles))];
  return selection.kind === "only" ? files.filter((file) => selection.ids.includes(file.id)) : files;
}

/** The shared-mime-info specification: a short pdfTeX document with hyperref, in both selections. */
function presignSource(files: CorpusFile[]): string {
  const source = files.find((file) => file.source === "shared-mime-info") ?? files[0];
  if (!source) throw new Error("The corpus found no PDF to sign with another tool");
  return source.path;
}
