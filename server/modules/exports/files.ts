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
  /**
   * Rows after the table (the sums and a check row of the payroll office's files). With
   * `footerSheet`, the XLSX puts them on a sheet of that name, so the first sheet keeps an upload's
   * exact layout, and the CSV after an empty line.
   */
  footer?: readonly (readonly TableCell[])[];
  footerSheet?: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: Table): Uint8Array {
  const footer = table.footer ?? [];
  const rows = [table.header, ...table.rows, ...(footer.length > 0 && table.footerSheet ? [[]] : []), ...footer];
  const lines = rows.map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const xlsxCell = (cell: TableCell) => (cell === null ? null : typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String });

export async function toXlsx(table: Table): Promise<Uint8Array> {
  const header = table.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map(xlsxCell));
  const footer = (table.footer ?? []).map((row) => row.map((cell) => (cell === null ? null : { ...xlsxCell(cell), fontWeight: 'bold' as const })));
  const columns = table.widths.map((width) => ({ width }));
  const sheets = [{ data: [header, ...rows, ...(table.footerSheet ? [] : footer)], sheet: table.sheet, columns, stickyRowsCount: 1 }];
  if (table.footerSheet && footer.length > 0) sheets.push({ data: footer, sheet: table.footerSheet, columns, stickyRowsCount: 0 });
  const buffer = await writeXlsxFile(sheets).toBuffer();
  return new Uint8Array(buffer);
}
