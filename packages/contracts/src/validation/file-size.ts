/**
 * Paraph writes every size in binary units with the short names people know: 1 kB = 1,024 bytes,
 * 1 MB = 1,048,576 bytes, 1 GB = 1,073,741,824 bytes (issue 18, item 14; docs/API.md, "Sizes").
 * Limits are set in these units (MAX_DOCUMENT_BYTES 50 MB = 52,428,800 bytes), so a limit reads
 * as the round number it was set to, in the web app, in error details and in the docs.
 */
const UNITS = [
  { unit: "gigabyte", size: 1024 ** 3 },
  { unit: "megabyte", size: 1024 ** 2 },
  { unit: "kilobyte", size: 1024 },
  { unit: "byte", size: 1 },
] as const;

/** A size as people read it in the language given: "850 kB", "12.5 MB", "50 MB" (binary units). */
export function formatFileSize(bytes: number, language: string): string {
  const whole = Math.max(0, bytes);
  const chosen = UNITS.find((entry) => whole >= entry.size) ?? UNITS[UNITS.length - 1]!;
  const value = whole / chosen.size;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: chosen.unit,
    // "850 bytes" rather than "850 byte"; the larger units by their short names.
    unitDisplay: chosen.unit === "byte" ? "long" : "short",
    maximumFractionDigits: value < 10 && chosen.size > 1 ? 1 : 0,
  }).format(value);
}
