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
/** Compressed bytes handed to the inflater at once: at most about 1,000 times that comes out of one push. */
const SLICE = 16 * 1024;
/** A row or cell tag, its name (maybe namespaced) and its attributes. */
const TAG = /<(?:[\w.-]+:)?(row|c)(?=[\s>/])([^>]*)>/g;
const REF = /\br="([A-Z]{0,3})(\d+)"/;

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
const count = (n: number) => n.toLocaleString('en-US');
const AFTERWARDS = 'Split it into smaller files, or save the sheet as CSV and import that.';

class Refused extends Error {}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** The grid a sheet's XML makes the parser build: its last row and its widest row. */
class SheetGrid {
  rows = 0;
  columns = 0;
  private rowCells = 0;
  private carry = '';

  /** Reads XML text in pieces; a tag cut between two pieces is read with the next. */
  read(text: string, final: boolean): void {
    let all = this.carry + text;
    const open = all.lastIndexOf('<');
    this.carry = !final && open >= 0 && !all.includes('>', open) ? all.slice(open) : '';
    if (this.carry) all = all.slice(0, open);
    if (this.carry.length > 4096) this.carry = ''; // no row or cell tag is that long
    for (const [, name, attributes = ''] of all.matchAll(TAG)) {
      const ref = REF.exec(attributes);
      if (name === 'row') {
        this.rowCells = 0;
        this.rows = Math.max(this.rows + 1, ref ? Number(ref[2]) : 0);
      } else {
        this.rowCells++;
        const letters = ref?.[1];
        this.columns = Math.max(this.columns, this.rowCells, letters ? columnNumber(letters) : 0);
        if (ref) this.rows = Math.max(this.rows, Number(ref[2]));
      }
    }
  }
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
    const decoder = new TextDecoder('latin1');
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      unpacked += chunk.length;
      grid?.read(decoder.decode(chunk, { stream: !final }), final);
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
