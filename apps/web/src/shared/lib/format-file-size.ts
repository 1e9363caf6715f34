/** A file size as people read it: "850 kB", "12.5 MB" (decimal units, as file managers show them). */
export function formatFileSize(bytes: number, language: string): string {
  const units = [
    { unit: "byte", size: 1 },
    { unit: "kilobyte", size: 1_000 },
    { unit: "megabyte", size: 1_000_000 },
    { unit: "gigabyte", size: 1_000_000_000 },
  ] as const;
  const chosen = [...units].reverse().find((entry) => bytes >= entry.size) ?? units[0];
  const value = bytes / chosen.size;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: chosen.unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 && chosen.size > 1 ? 1 : 0,
  }).format(value);
}
