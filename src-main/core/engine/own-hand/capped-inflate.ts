/**
 * Every inflate of a scan is capped (issue 41): an image stream at the bytes its size needs, and a
 * PDF's object and cross-reference streams, which pdf-lib unpacks while it loads the file and with no
 * limit of its own, at MAX_PDF_STRUCTURE_BYTES, checked before pdf-lib sees the file.
 */
import { constants, inflateSync } from 'node:zlib';
import { ScanRejected } from './scan-error.ts';

/** Unpacked size of one object or cross-reference stream (a scanner's are a few KB). */
export const MAX_PDF_STRUCTURE_BYTES = 16 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const OBJ = Buffer.from(' obj');
/** How far back from `stream` a stream's dictionary is looked for. */
const DICT_WINDOW = 4096;

const tooLarge = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';

/** Inflates at most `limit` bytes: a stream that unpacks to more is refused without being unpacked. */
export function inflateAtMost(packed: Uint8Array, limit: number, what: string): Buffer {
  try {
    return inflateSync(packed, { maxOutputLength: Math.max(1, limit) });
  } catch (error) {
    if (tooLarge(error)) throw new ScanRejected(`${what} unpacks to more than the ${limit.toLocaleString('en-US')} bytes its size needs: the file is damaged or made to exhaust memory.`);
    throw new ScanRejected(`${what} could not be unpacked (${(error as Error).message}): the file is damaged. Send the scan again.`);
  }
}

/** A dictionary's text with its names' #xx escapes undone (`/Obj#53tm` is `/ObjStm`). */
const unescapedNames = (dict: string) => dict.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Refuses a PDF one of whose deflated object or cross-reference streams unpacks to more than
 * MAX_PDF_STRUCTURE_BYTES. Each stream's data runs from its `stream` keyword to the next `endstream`;
 * a stream cut short is unpacked as far as it goes (pdf-lib would do the same).
 */
export function checkPdfStructureStreams(bytes: Uint8Array, what: string): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = pdf.indexOf(STREAM); at !== -1; at = pdf.indexOf(STREAM, at + STREAM.length)) {
    if (pdf.subarray(at - 3, at).toString('latin1') === 'end') continue;
    const from = Math.max(0, at - DICT_WINDOW);
    const objAt = pdf.lastIndexOf(OBJ, at);
    const dict = unescapedNames(pdf.subarray(Math.max(from, objAt), at).toString('latin1'));
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(dict) || !/\/FlateDecode\b/.test(dict)) continue;
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    const end = pdf.indexOf(END_STREAM, start);
    try {
      inflateSync(pdf.subarray(start, end === -1 ? pdf.length : end), { maxOutputLength: MAX_PDF_STRUCTURE_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (tooLarge(error)) throw new ScanRejected(`${what} has an object stream that unpacks to more than ${MAX_PDF_STRUCTURE_BYTES / 1024 / 1024} MB (a scanner's are a few KB): the file is damaged or made to exhaust memory.`);
      // Damaged data: pdf-lib's own reading says why, or skips it.
    }
  }
}
