/**
 * One cell for a CSV a person opens in a spreadsheet. A cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula
 * (CSV injection: `=cmd|' /C calc'!A0`), so it gets a leading apostrophe
 * (OWASP's advice), which spreadsheets show as text. Then a cell holding a
 * quote, a comma, a semicolon (Excel's separator in many countries), a line
 * break or leading or trailing spaces is quoted, with quotes doubled (RFC 4180).
 */
export function formatCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n,;]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 byte order mark: without it Excel reads a CSV's accents and emoji as Windows-1252. */
export const byteOrderMark = '\uFEFF';

/** Rows of cells as CSV text for Excel: BOM, commas, CRLF after every line. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return byteOrderMark + rows.map((cells) => `${cells.map(formatCsvCell).join(',')}\r\n`).join('');
}
