/**
 * A CSV document (RFC 4180, CRLF line ends) with a header line. Text cells that a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) are prefixed with an apostrophe, so that a member's
 * or an operator's text can never run in the spreadsheet of whoever opens the export; amounts and counts are written
 * as they are.
 */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => string | number | null; text?: boolean };

const FORMULA_START = /^[=+\-@\t\r]/;

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvCell(value: string | number | null, text: boolean): string {
  if (value === null) return '';
  const written = String(value);
  return quote(text && FORMULA_START.test(written) ? `'${written}` : written);
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header, true)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.cell(row), c.text ?? false)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
