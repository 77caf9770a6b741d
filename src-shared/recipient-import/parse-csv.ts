import Papa from 'papaparse';

/**
 * A cell without the apostrophe a spreadsheet writes before a number or a code to keep
 * it text (Shopify's `'04616`, `'+92…`, `'M5K 1A1`): what follows has a digit and only
 * the characters of numbers, phone numbers and postcodes. An apostrophe before words is
 * the cell's own ("'Tis"), and one before a formula stays, so that the formula stays text.
 */
const TEXT_MARKED = /^'(?=[^']*\d)[\p{L}\d+\-\s()./#]+$/u;
const withoutTextMark = (cell: string) => (cell.charCodeAt(0) === 39 && TEXT_MARKED.test(cell) ? cell.slice(1) : cell);

/** Drops the text marks of a row's cells, in place. */
function dropTextMarks(row: string[]): string[] {
  for (let i = 0; i < row.length; i++) if (row[i]!.charCodeAt(0) === 39) row[i] = withoutTextMark(row[i]!);
  return row;
}

/** A file read into its header row and its data rows, every cell a string. */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

/**
 * Streams a CSV through Papa Parse in chunks (a File in the browser's worker, a
 * Node stream in the benchmark, or text), reporting the rows read so far under the header. Blank lines
 * are skipped; the first row is the header.
 */
export function parseCsv(source: Papa.LocalFile | string, onProgress?: (rowsRead: number, bytesRead: number) => void): Promise<Sheet> {
  return new Promise((resolve, reject) => {
    const all: string[][] = [];
    Papa.parse<string[]>(source as Papa.LocalFile, {
      skipEmptyLines: 'greedy',
      chunkSize: 1 << 20,
      chunk: (result) => {
        for (const row of result.data) all.push(dropTextMarks(row));
        onProgress?.(Math.max(0, all.length - 1), result.meta.cursor); // the header row is not a row
      },
      complete: () => {
        const [header = [], ...rows] = all;
        resolve({ headers: header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim()), rows });
      },
      error: (error: Error) => reject(error),
    });
  });
}

/** Cells of a spreadsheet row as the strings a CSV would hold: dates as YYYY-MM-DD, blanks empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? withoutTextMark(value) : String(value);
}

/** A spreadsheet's rows (first row the header) as a Sheet, with blank rows dropped. */
export function sheetFromCells(cells: readonly (readonly unknown[])[]): Sheet {
  const rows = cells.map((row) => row.map(cellText)).filter((row) => row.some((c) => c.trim() !== ''));
  const [header = [], ...body] = rows;
  return { headers: header.map((h) => h.trim()), rows: body };
}

/** A sheet of a workbook as the file step offers it: its name, its rows under the header row (blank rows not counted) and its headers. */
export interface SheetSummary {
  name: string;
  rows: number;
  headers: string[];
}

const blank = (row: readonly unknown[]) => row.every((c) => cellText(c).trim() === '');

/** Every sheet of a workbook, in the workbook's order, with its row count and header row. */
export function summariseWorkbook(sheets: readonly { sheet: string; data: readonly (readonly unknown[])[] }[]): SheetSummary[] {
  return sheets.map(({ sheet, data }) => {
    let filled = 0;
    let header: readonly unknown[] | undefined;
    for (const row of data) {
      if (blank(row)) continue;
      header ??= row;
      filled++;
    }
    return { name: sheet, rows: Math.max(0, filled - 1), headers: (header ?? []).map((c) => cellText(c).trim()) };
  });
}

/** The sheet chosen until the user picks another: the first with rows under its header, else the first. */
export const defaultSheet = (sheets: readonly SheetSummary[]): string | undefined => (sheets.find((s) => s.rows > 0) ?? sheets[0])?.name;
