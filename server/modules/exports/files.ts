/**
 * A table as the two files the site's people open (issue 33): CSV in UTF-8 with a byte order mark, so
 * Excel reads Korean correctly, lines ending CRLF, each field quoted when it needs it; and XLSX
 * (write-excel-file), the header row bold and frozen, numbers as numbers. A text cell that a
 * spreadsheet would take as a formula (=, +, -, @ first, or a tab or return) is written with a
 * leading apostrophe in the CSV (OWASP's CSV injection advice); the XLSX types every text cell as
 * text, so it is never a formula there.
 */
import writeXlsxFile from 'write-excel-file/node';

export type TableCell = string | number | null;
export interface Table {
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly TableCell[])[];
  /** Column widths in characters. */
  widths: readonly number[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: Table): Uint8Array {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

export async function toXlsx(table: Table): Promise<Uint8Array> {
  const header = table.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map((cell) => (cell === null ? null : typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String })));
  const buffer = await writeXlsxFile([header, ...rows], { sheet: table.sheet, columns: table.widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBuffer();
  return new Uint8Array(buffer);
}
