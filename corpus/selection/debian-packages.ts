/** A Debian package whose documentation PDFs join the corpus, and how many of them at most. */
export interface CorpusPackage {
  name: string;
  maxFiles: number;
}

/**
 * The full corpus: TeX Live's documentation brings pdfTeX, LuaTeX, XeTeX, dvipdfmx and hyperref
 * in every variety; the others bring Ghostscript, Distiller, cairo, ReportLab, Texinfo and
 * ImageMagick. Caps keep a run near 300 files; files are chosen evenly over each package.
 */
export const FULL_CORPUS_PACKAGES: readonly CorpusPackage[] = [
  { name: "texlive-latex-extra-doc", maxFiles: 110 },
  { name: "texlive-publishers-doc", maxFiles: 60 },
  { name: "texlive-science-doc", maxFiles: 50 },
  { name: "texlive-fonts-extra-doc", maxFiles: 50 },
  { name: "r-doc-pdf", maxFiles: 20 },
  { name: "asymptote-doc", maxFiles: 20 },
  { name: "octave-doc", maxFiles: 20 },
  { name: "maxima-doc", maxFiles: 5 },
  { name: "ghostscript-doc", maxFiles: 5 },
  { name: "gnuplot-doc", maxFiles: 5 },
  { name: "gprolog-doc", maxFiles: 5 },
  { name: "python-reportlab-doc", maxFiles: 5 },
  { name: "shared-mime-info", maxFiles: 5 },
];

/**
 * The sample `npm test` signs: 20 files of small packages (35 MB of downloads together) whose files include
 * the ones issue 29 names (shared-mime-info-spec.pdf, gprolog.pdf, GS9_Color_Management.pdf,
 * gnuplot.pdf with its ftp: link).
 */
export const SAMPLE_PACKAGES: readonly CorpusPackage[] = [
  { name: "shared-mime-info", maxFiles: 5 },
  { name: "gprolog-doc", maxFiles: 5 },
  { name: "ghostscript-doc", maxFiles: 5 },
  { name: "gnuplot-doc", maxFiles: 5 },
  { name: "python-reportlab-doc", maxFiles: 5 },
  { name: "asymptote-doc", maxFiles: 6 },
  { name: "octave-doc", maxFiles: 5 },
  { name: "r-doc-pdf", maxFiles: 3 },
];

/** Larger files are left out: the upload takes 50 MB, but a corpus of such files would take hours. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
