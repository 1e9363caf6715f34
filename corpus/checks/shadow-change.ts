import { PDFDocument, rgb } from "@cantoo/pdf-lib";

/**
 * A shadow attack's last step: an incremental update after the last signature (here the
 * document time-stamp) that paints a white box over the lower third of page 1 — a new content
 * stream on the page, so what a reader sees differs from what was signed while every signature's
 * bytes stay intact. Written by pdf-lib, not by Paraph's own revision writer.
 */
export async function appendShadowChange(signed: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(signed, { forIncrementalUpdate: true, ignoreEncryption: true, updateMetadata: false });
  const page = document.getPage(0);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height: height / 3, color: rgb(1, 1, 1) });
  return document.commit();
}
