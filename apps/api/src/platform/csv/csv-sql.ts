/**
 * The CSV cells of csv-writer.ts written by PostgreSQL's `COPY … (FORMAT csv)`, for exports too
 * large to turn into JavaScript rows. COPY quotes a value holding a comma, a double quote, CR or
 * LF, as csvCell does, and writes NULL as an empty unquoted cell; an empty string it would quote,
 * so cells send '' as NULL. Lines end in LF: `crlfRecordEnds` makes them CRLF.
 */

/** A string as an SQL literal (standard_conforming_strings: only the quote needs doubling). */
export function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** csvCell's formula rule in SQL: a text starting with = + - @ tab or CR gets a single quote in front. */
export function csvTextCellSql(expression: string): string {
  return `CASE WHEN left(${expression}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${expression} ELSE NULLIF(${expression}, '') END`;
}

/** A code shown as its label, as the CSV presenters do; unknown codes as the cell of the code. */
export function csvLabelCellSql(expression: string, labels: Readonly<Record<string, string>>): string {
  const cases = Object.entries(labels).map(([code, label]) => `WHEN ${sqlLiteral(code)} THEN ${sqlLiteral(label)}`);
  return `CASE ${expression} ${cases.join(" ")} ELSE ${csvTextCellSql(expression)} END`;
}

export function copyCsvStatement(select: string): string {
  return `COPY (${select}) TO STDOUT WITH (FORMAT csv)`;
}
