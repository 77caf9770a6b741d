/**
 * A PNG of ink laid over a backdrop, encoded here rather than by the canvas library: a
 * note or a card side is mostly paper (or transparency) with ink in a few rectangles.
 * The canvas library's encoder tries every filter on every row of the whole canvas at
 * zlib's default level (about 35 ns a pixel); here only the rows with ink are composed and
 * filtered, the backdrop's rows come filtered from a cache (most rows of a side are the
 * same few rows), and zlib's run-length strategy compresses the filtered rows as small as
 * the canvas library's output in a fraction of its time (see docs/performance.md).
 */
import { constants, deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, writeChunk } from './png-chunks.ts';

/** What lies under the ink: raw rows (straight alpha), most of them repeated. */
export interface Backdrop {
  width: number;
  height: number;
  /** 3: opaque RGB; 4: RGBA. */
  channels: 3 | 4;
  /** For each row, its index in `rows`. */
  rowIndex: Uint32Array;
  /** The distinct rows, width * channels bytes each. */
  rows: Uint8Array[];
  /** The distinct rows filtered (filter byte first), made when first needed. */
  filtered: (Uint8Array | undefined)[];
}

/** A rectangle of ink: RGBA pixels with straight alpha (as getImageData answers them). */
export interface InkPatch {
  x: number;
  y: number;
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A backdrop of one colour (RGBA 0-255, straight alpha): RGB when it is opaque. */
export function uniformBackdrop(width: number, height: number, rgba: readonly [number, number, number, number]): Backdrop {
  const channels = rgba[3] === 255 ? 3 : 4;
  const row = new Uint8Array(width * channels);
  for (let x = 0; x < row.length; x += channels) for (let c = 0; c < channels; c++) row[x + c] = rgba[c]!;
  return { width, height, channels, rowIndex: new Uint32Array(height), rows: [row], filtered: [] };
}

/** 3 for an opaque image (RGB rows), else 4 (RGBA). */
export function channelsOf(rgba: Uint8Array | Uint8ClampedArray): 3 | 4 {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return 4;
  return 3;
}

/** Row `y` of an image's RGBA pixels as a backdrop row of `channels`. */
export function backdropRow(rgba: Uint8Array | Uint8ClampedArray, width: number, y: number, channels: 3 | 4): Uint8Array {
  const row = new Uint8Array(width * channels);
  for (let x = 0, i = y * width * 4, o = 0; x < width; x++, i += 4, o += channels) {
    row[o] = rgba[i]!;
    row[o + 1] = rgba[i + 1]!;
    row[o + 2] = rgba[i + 2]!;
    if (channels === 4) row[o + 3] = rgba[i + 3]!;
  }
  return row;
}

/** A backdrop from a whole image's RGBA pixels (straight alpha), its equal rows shared. */
export function imageBackdrop(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Backdrop {
  const channels = channelsOf(rgba);
  const rows: Uint8Array[] = [];
  const byKey = new Map<string, number>();
  const rowIndex = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    const row = backdropRow(rgba, width, y, channels);
    const key = Buffer.from(row.buffer).toString('latin1');
    let index = byKey.get(key);
    if (index === undefined) {
      index = rows.length;
      rows.push(row);
      byKey.set(key, index);
    }
    rowIndex[y] = index;
  }
  return { width, height, channels, rowIndex, rows, filtered: [] };
}

/** The Sub filter of raw bytes [from, to) (each byte minus the byte one pixel to the left) into `out` from `at`. */
function subFilter(raw: Uint8Array, channels: number, from: number, to: number, out: Uint8Array, at: number): void {
  let i = from;
  for (; i < channels && i < to; i++) out[at + i] = raw[i]!;
  for (; i < to; i++) out[at + i] = raw[i]! - raw[i - channels]!;
}

/** A raw row as PNG writes it: the Sub filter's byte, then the row filtered. */
export function subFilteredRow(raw: Uint8Array, channels: 3 | 4): Uint8Array {
  const row = new Uint8Array(1 + raw.length);
  row[0] = 1; // Sub
  subFilter(raw, channels, 0, raw.length, row, 1);
  return row;
}

function filteredRow(backdrop: Backdrop, index: number): Uint8Array {
  let row = backdrop.filtered[index];
  if (!row) {
    row = subFilteredRow(backdrop.rows[index]!, backdrop.channels);
    backdrop.filtered[index] = row;
  }
  return row;
}

/**
 * Lays row `y` of the patch (its columns from..to, within the image) over the raw row
 * (straight alpha, "source over"). Transparent ink is most of a patch: skipped a pixel at
 * a time through a 32-bit view when the pixels are aligned for one.
 */
function composeRow(row: Uint8Array, channels: 3 | 4, patch: InkPatch, words: Uint32Array | undefined, y: number, from: number, to: number): void {
  const src = patch.data;
  const first = (y - patch.y) * patch.width;
  let d = (patch.x + from) * channels;
  for (let px = from; px < to; px++, d += channels) {
    if (words ? words[first + px] === 0 : src[(first + px) * 4 + 3] === 0) continue;
    const s = (first + px) * 4;
    const a = src[s + 3]!;
    if (a === 0) continue;
    if (a === 255 || (channels === 4 && row[d + 3] === 0)) {
      row[d] = src[s]!;
      row[d + 1] = src[s + 1]!;
      row[d + 2] = src[s + 2]!;
      if (channels === 4) row[d + 3] = a;
      continue;
    }
    const back = channels === 4 ? row[d + 3]! : 255;
    if (back === 255) {
      const rest = 255 - a;
      row[d] = (src[s]! * a + row[d]! * rest + 127) / 255;
      row[d + 1] = (src[s + 1]! * a + row[d + 1]! * rest + 127) / 255;
      row[d + 2] = (src[s + 2]! * a + row[d + 2]! * rest + 127) / 255;
      continue;
    }
    // both partly transparent: out alpha a + b(1 - a), colours weighted by their share
    const b = (back * (255 - a)) / 255;
    const out = a + b;
    row[d] = (src[s]! * a + row[d]! * b) / out + 0.5;
    row[d + 1] = (src[s + 1]! * a + row[d + 1]! * b) / out + 0.5;
    row[d + 2] = (src[s + 2]! * a + row[d + 2]! * b) / out + 0.5;
    row[d + 3] = out + 0.5;
  }
}

/** Filtered image data of every row: kept between calls (encoding is synchronous), unless large. */
let scratch: Buffer | undefined;
const MAX_KEPT_SCRATCH = 16 * 1024 * 1024;

/** The PNG of the patches laid over the backdrop (patches may overlap; later ones go on top). */
export function composePng(backdrop: Backdrop, patches: readonly InkPatch[]): Buffer {
  const { width, height, channels } = backdrop;
  const stride = 1 + width * channels;
  const size = stride * height;
  const data = scratch && scratch.length >= size ? scratch : Buffer.allocUnsafe(size);
  if (data !== scratch && size <= MAX_KEPT_SCRATCH) scratch = data;
  const row = new Uint8Array(width * channels);
  const words = patches.map((p) => (p.data.byteOffset % 4 === 0 ? new Uint32Array(p.data.buffer, p.data.byteOffset, p.width * p.height) : undefined));
  for (let y = 0; y < height; y++) {
    const at = y * stride;
    const index = backdrop.rowIndex[y]!;
    data.set(filteredRow(backdrop, index), at);
    let changedFrom = Infinity;
    let changedTo = -Infinity;
    for (let i = 0; i < patches.length; i++) {
      const patch = patches[i]!;
      if (y < patch.y || y >= patch.y + patch.height) continue;
      const from = Math.max(0, -patch.x);
      const to = Math.min(patch.width, width - patch.x);
      if (to <= from) continue;
      if (changedFrom === Infinity) row.set(backdrop.rows[index]!);
      composeRow(row, channels, patch, words[i], y, from, to);
      changedFrom = Math.min(changedFrom, patch.x + from);
      changedTo = Math.max(changedTo, patch.x + to);
    }
    // the changed pixels, and the one after them (its left neighbour changed)
    if (changedFrom !== Infinity) subFilter(row, channels, changedFrom * channels, Math.min(width, changedTo + 1) * channels, data, at + 1);
  }
  // run-length matches only: filtered paper and transparency are long runs of zeros
  const idat = deflateSync(data.subarray(0, size), { level: 6, strategy: constants.Z_RLE });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits a channel
  ihdr[9] = channels === 4 ? 6 : 2; // RGBA or RGB
  return Buffer.concat([PNG_SIGNATURE, writeChunk('IHDR', ihdr), writeChunk('IDAT', idat), writeChunk('IEND', new Uint8Array(0))]);
}
