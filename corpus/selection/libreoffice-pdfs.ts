import fs from "node:fs/promises";
import path from "node:path";
import { exists } from "../support/exists.ts";
import { runRequiredTool } from "../support/run-tool.ts";
import type { CorpusFile } from "./corpus-file.ts";

/** LibreOffice's PDF export option for PDF/A-2b (`SelectPdfVersion` 2), passed as the filter's JSON options. */
const PDF_A_2B_FILTER = 'pdf:writer_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"}}';

/**
 * What an office user signs: documents written with LibreOffice Writer and exported to PDF. The
 * sources are texts from packages the corpus unpacked already (a README as plain text, an HTML
 * manual page, and that page saved as OpenDocument), one export made as PDF/A-2b.
 */
export async function convertWithLibreOffice(cacheDir: string): Promise<CorpusFile[]> {
  const packages = path.join(cacheDir, "packages");
  const sources = {
    text: path.join(packages, "shared-mime-info/usr/share/doc/shared-mime-info/README.md"),
    html: path.join(packages, "python-reportlab-doc/usr/share/doc/python-reportlab-doc/html/graphics.html"),
    htmlToPdf: path.join(packages, "ghostscript-doc/usr/share/doc/ghostscript/html/Use.html"),
  };
  const work = path.join(cacheDir, "libreoffice");
  const output = (name: string) => path.join(work, name);
  await fs.mkdir(work, { recursive: true });
  const convert = (outputDirectory: string, source: string, target: string) => convertWithSoffice(path.join(cacheDir, "libreoffice-profile"), outputDirectory, source, target);

  await makeOnce(output("readme-text.pdf"), async () => {
    await fs.copyFile(sources.text, output("readme-text.txt"));
    await convert(work, output("readme-text.txt"), "pdf");
  });
  await makeOnce(output("reportlab-graphics.odt"), async () => {
    await fs.copyFile(sources.html, output("reportlab-graphics.html"));
    await convert(work, output("reportlab-graphics.html"), "odt:writerweb8_writer");
  });
  await makeOnce(output("reportlab-graphics.pdf"), () => convert(work, output("reportlab-graphics.odt"), "pdf"));
  await makeOnce(output("pdfa/reportlab-graphics.pdf"), () => convert(output("pdfa"), output("reportlab-graphics.odt"), PDF_A_2B_FILTER));
  await makeOnce(output("ghostscript-use.pdf"), async () => {
    await fs.copyFile(sources.htmlToPdf, output("ghostscript-use.html"));
    await convert(work, output("ghostscript-use.html"), "pdf:writer_web_pdf_Export");
  });

  const made = [
    ["readme-text.pdf", "libreoffice (txt)"],
    ["reportlab-graphics.pdf", "libreoffice (odt)"],
    ["pdfa/reportlab-graphics.pdf", "libreoffice (odt, PDF/A-2b)"],
    ["ghostscript-use.pdf", "libreoffice (html)"],
  ] as const;
  return made.map(([name, source]) => ({ id: `libreoffice/${name}`, path: output(name), source, foreignSigners: [] }));
}

async function makeOnce(target: string, make: () => Promise<unknown>): Promise<void> {
  if (await exists(target)) return;
  await make();
  if (!(await exists(target))) throw new Error(`LibreOffice made no ${target}`);
}

/** soffice with a profile of its own in the cache, so it neither needs a home folder nor meets a running instance. */
async function convertWithSoffice(profile: string, outputDirectory: string, source: string, target: string): Promise<void> {
  await fs.mkdir(outputDirectory, { recursive: true });
  await runRequiredTool("soffice", [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", target, "--outdir", outputDirectory, source], { timeoutMs: 180_000 });
}
