import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/web-worker';

/**
 * What a workbook may hold before it is parsed. An XLSX is a zip of XML, and the parser
 * (read-excel-file) builds every sheet in full as a grid up to its last row and column: a
 * 307 KB file unpacking to hundreds of MB, or one cell at ZZ900000, takes minutes and GBs in the
 * import's worker before failing. A 100,000-row list of 20 columns is about 45 MB of XML and
 * 2,000,000 cells.
 */
export const WORKBOOK_LIMITS = { unpackedBytes: 128 * 2 ** 20, rows: 200_000, cells: 5_000_000 };
export type WorkbookLimits = typeof WORKBOOK_LIMITS;

/** The parts the parser reads (read-excel-file skips the rest: images, printer settings). */
const parsed = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');
const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);
/** Compressed bytes handed to the inflater at once: at most about 1,000 times that (16 MB) comes out of one push. */
const SLICE = 16 * 1024;
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const QUOTE = 0x22;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
const isLetter = (byte: number) => byte >= 0x41 && byte <= 0x5a;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
const count = (n: number) => n.toLocaleString('en-US');
const AFTERWARDS = 'Split it into smaller files, or save the sheet as CSV and import that.';

class Refused extends Error {}

/** The tag between `<` and `>` (exclusive): 'row' or 'c' (any namespace prefix), else undefined. */
function tagName(xml: Uint8Array, start: number, end: number): 'row' | 'c' | undefined {
  let nameStart = start;
  let at = start;
  while (at < end && !isSpace(xml[at]!) && xml[at] !== SLASH) {
    if (xml[at] === COLON) nameStart = at + 1;
    at++;
  }
  const length = at - nameStart;
  if (length === 1 && xml[nameStart] === 0x63) return 'c';
  if (length === 3 && xml[nameStart] === 0x72 && xml[nameStart + 1] === 0x6f && xml[nameStart + 2] === 0x77) return 'row';
  return undefined;
}

/** The `r` attribute of a row (`r="12"`) or cell (`r="AB12"`): its column (0 for a row's) and row numbers. */
function reference(xml: Uint8Array, start: number, end: number): { column: number; row: number } | undefined {
  for (let at = start; at + 3 < end; at++) {
    if (!isSpace(xml[at]!) || xml[at + 1] !== 0x72 || xml[at + 2] !== 0x3d || xml[at + 3] !== QUOTE) continue;
    let column = 0;
    let row = 0;
    let i = at + 4;
    for (; i < end && isLetter(xml[i]!); i++) column = column * 26 + (xml[i]! - 0x40);
    for (; i < end && isDigit(xml[i]!); i++) row = row * 10 + (xml[i]! - 0x30);
    return { column, row };
  }
  return undefined;
}

/** The grid a sheet's XML makes the parser build: its last row and its widest row. Reads the XML's bytes as they are inflated. */
class SheetGrid {
  rows = 0;
  columns = 0;
  private rowCells = 0;
  private carry: Uint8Array | undefined;

  read(chunk: Uint8Array, final: boolean): void {
    const xml = this.carry ? concatenated(this.carry, chunk) : chunk;
    this.carry = undefined;
    for (let at = 0; ; ) {
      const open = xml.indexOf(LT, at);
      if (open < 0) return;
      const close = xml.indexOf(GT, open);
      if (close < 0) {
        // a tag cut between two pieces is read with the next (no row or cell tag is 4 KB long)
        if (!final && xml.length - open <= 4096) this.carry = xml.slice(open);
        return;
      }
      this.tag(xml, open + 1, close);
      at = close + 1;
    }
  }

  private tag(xml: Uint8Array, start: number, end: number): void {
    const name = tagName(xml, start, end);
    if (!name) return;
    const ref = reference(xml, start, end);
    if (name === 'row') {
      this.rowCells = 0;
      this.rows = Math.max(this.rows + 1, ref?.row ?? 0);
      return;
    }
    this.rowCells++;
    this.columns = Math.max(this.columns, this.rowCells, ref?.column ?? 0);
    this.rows = Math.max(this.rows, ref?.row ?? 0);
  }
}

function concatenated(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The declared sizes of the zip's central directory, read without inflating anything. */
function declaredBytes(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      if (parsed(file.name)) total += file.originalSize;
      return false;
    },
  });
  return total;
}

/** Inflates the parsed parts in bounded pieces, counting what comes out (sizes in the zip can lie) and each sheet's grid. */
function measure(bytes: Uint8Array, limits: WorkbookLimits): void {
  let unpacked = 0;
  const grids: SheetGrid[] = [];
  const check = () => {
    const rows = grids.reduce((sum, g) => sum + g.rows, 0);
    const cells = grids.reduce((sum, g) => sum + g.rows * g.columns, 0);
    if (unpacked > limits.unpackedBytes) throw new Refused(`This workbook unpacks to more than ${mb(limits.unpackedBytes)} of data, the most Inkpost reads from one workbook. ${AFTERWARDS}`);
    if (rows > limits.rows) throw new Refused(`This workbook has more than ${count(limits.rows)} rows (counting empty rows up to the last one used), the most Inkpost reads from one workbook. ${AFTERWARDS}`);
    if (cells > limits.cells) throw new Refused(`This workbook spans more than ${count(limits.cells)} cells (rows times columns, up to the last one used), the most Inkpost reads from one workbook. ${AFTERWARDS}`);
  };
  const unzip = new Unzip((file) => {
    if (!parsed(file.name)) return; // never started: nothing inflated
    const grid = isSheet(file.name) ? new SheetGrid() : undefined;
    if (grid) grids.push(grid);
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      unpacked += chunk.length;
      grid?.read(chunk, final);
      check();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
}

/**
 * Why a workbook is refused before it is parsed, or undefined when it may be: the unpacked
 * size its zip declares, then what inflating it really gives (stopped at the limit), its rows
 * and the cells its sheets span. A file that is not a zip is left to the parser, which says so.
 */
export function workbookRefusal(bytes: Uint8Array, limits: WorkbookLimits = WORKBOOK_LIMITS): string | undefined {
  let declared: number;
  try {
    declared = declaredBytes(bytes);
  } catch {
    return undefined;
  }
  if (declared > limits.unpackedBytes) return `This workbook unpacks to ${mb(declared)} of data; Inkpost reads at most ${mb(limits.unpackedBytes)} from one workbook. ${AFTERWARDS}`;
  try {
    measure(bytes, limits);
  } catch (error) {
    if (error instanceof Refused) return error.message;
    return undefined; // a damaged zip: the parser names what is wrong
  }
  return undefined;
}

/** A workbook's sheets as read-excel-file gives them, once it is within the limits (else an Error saying why not). */
export async function readWorkbook(file: Blob, limits: WorkbookLimits = WORKBOOK_LIMITS): ReturnType<typeof readXlsxFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const refusal = workbookRefusal(bytes, limits);
  if (refusal) throw new Error(refusal);
  return readXlsxFile(bytes.buffer);
}
