import { runTool } from "./run-tool.ts";

/** What the table says about a file, as poppler's pdfinfo reads it. */
export interface PdfDescription {
  producer: string;
  pages: number;
  /** The first page as displayed (rotation applied), in points; undefined when pdfinfo cannot say. */
  firstPage: { width: number; height: number } | undefined;
}

export async function describePdf(file: string): Promise<PdfDescription> {
  const { stdout } = await runTool("pdfinfo", ["-f", "1", "-l", "1", file]);
  const field = (label: string) => new RegExp(`^${label}:\\s*(.*)$`, "m").exec(stdout)?.[1]?.trim() ?? "";
  const size = /^Page\s+1 size:\s*([\d.]+) x ([\d.]+)/m.exec(stdout);
  const rotation = Number(/^Page\s+1 rot:\s*(\d+)/m.exec(stdout)?.[1] ?? 0);
  const [width, height] = [Number(size?.[1]), Number(size?.[2])];
  const isSideways = rotation % 180 === 90;
  return {
    producer: field("Producer") || field("Creator") || "(none)",
    pages: Number(field("Pages")) || 0,
    firstPage: size ? (isSideways ? { width: height, height: width } : { width, height }) : undefined,
  };
}
