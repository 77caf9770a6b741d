/**
 * A PNG of ink laid over a backdrop, encoded here rather than by the canvas library: a
 * note or a card side is mostly paper (or transparency) with ink in a few rectangles.
 * The canvas library's encoder tries every filter on every row of the whole canvas at
 * zlib's default level (about 35 ns a pixel); here only the rows with ink are composed and
 * filtered, the backdrop's rows come filtered from a cache (most rows of a side are the
 * same few rows), and zlib's run-length strategy compresses the filtered rows as small as
 * the canvas library's output in a fraction of its time (see docs/performance.md).
 *
 * The image is deflated a few stripes at a time (zlib-segments.ts), so that no more than those
 * stripes' filtered rows are ever held: the stream's Adler-32 is put together from each row's,
 * a backdrop row's computed once and a row with ink corrected by the bytes the ink changed.
 */
import { ADLER_BASE, adler32, adler32Combine, deflateSegment, type ZlibSegment, zlibFromSegments } from './zlib-segments.ts';
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
  /** The Adler-32 of each distinct filtered row, where the backdrop brings them (a card's page: made once for every worker). */
  adlers?: Uint32Array;
  /**
   * Present on a backdrop kept for many images (a card's page, card-composer/backdrop-cache.ts):
   * its stripes of STRIPE_ROWS rows, compressed the first time an image leaves one without ink.
   */
  stripes?: StripeStore;
}

/** Where a kept backdrop's compressed stripes are: stripe s (rows s * STRIPE_ROWS on), once made. */
export interface StripeStore {
  get(stripe: number): ZlibSegment | undefined;
  set(stripe: number, segment: ZlibSegment): void;
}

/** Rows of a stripe kept compressed (a segment costs some 10-60 bytes of block header and flush). */
export const STRIPE_ROWS = 32;
/** Stripes deflated together at most: the rows held at once (an A6 side's 256 rows: 0.95 MB, against 6.5 MB whole). */
const RUN_STRIPES = 8;

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
function backdropRow(rgba: Uint8Array | Uint8ClampedArray, width: number, y: number, channels: 3 | 4): Uint8Array {
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

/** A raw row as PNG writes it: the Sub filter's byte, then the row filtered (into `row`, when given). */
export function subFilteredRow(raw: Uint8Array, channels: 3 | 4, row = new Uint8Array(1 + raw.length)): Uint8Array {
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

/** The Adler-32 of each filtered row a backdrop holds (the rows are kept, shared by pages: so is this). */
const rowAdlers = new WeakMap<Uint8Array, number>();

function filteredRowAdler(row: Uint8Array): number {
  let adler = rowAdlers.get(row);
  if (adler === undefined) {
    adler = adler32(row);
    rowAdlers.set(row, adler);
  }
  return adler;
}

/**
 * Lays row `y` of the patch (its columns from..to, within the image) over the raw row
 * (straight alpha, "source over"), and lists the byte offset of each pixel it changes in
 * `changed` from `count`; returns the new count. Transparent ink is most of a patch: skipped a
 * pixel at a time through a 32-bit view when the pixels are aligned for one.
 */
function composeRow(row: Uint8Array, channels: 3 | 4, patch: InkPatch, words: Uint32Array | undefined, y: number, from: number, to: number, changed: Int32Array, count: number): number {
  const src = patch.data;
  const first = (y - patch.y) * patch.width;
  let d = (patch.x + from) * channels;
  for (let px = from; px < to; px++, d += channels) {
    if (words ? words[first + px] === 0 : src[(first + px) * 4 + 3] === 0) continue;
    const s = (first + px) * 4;
    const a = src[s + 3]!;
    if (a === 0) continue;
    changed[count++] = d;
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
  return count;
}

/**
 * Filters again, into the image's filtered row at `at` (after its filter byte), the pixels at the
 * byte offsets `changed` and the one after each (its left neighbour changed): the rest of the row
 * is the backdrop's, filtered already. Returns the row's Adler-32, from the backdrop row's
 * (`adler`): a byte i of n that changes by delta adds delta to its first sum and (n - i) x delta
 * to its second (RFC 1950).
 */
function refilter(row: Uint8Array, channels: 3 | 4, changed: Int32Array, count: number, out: Uint8Array, at: number, adler: number): number {
  const end = row.length;
  const n = end + 1; // the filtered row, its filter byte first
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (let i = 0; i < count; i++) {
    for (let d = changed[i]!, stop = Math.min(end, d + 2 * channels); d < stop; d++) {
      const value = (d < channels ? row[d]! : row[d]! - row[d - channels]!) & 0xff;
      const delta = value - out[at + d]!;
      if (delta === 0) continue;
      out[at + d] = value;
      a += delta;
      b += (n - 1 - d) * delta; // the byte's place in the filtered row is d + 1
    }
  }
  a %= ADLER_BASE;
  b %= ADLER_BASE;
  return (((b < 0 ? b + ADLER_BASE : b) << 16) | (a < 0 ? a + ADLER_BASE : a)) >>> 0;
}

/** Filtered image data of the rows being deflated (RUN_STRIPES stripes at most): kept between calls (encoding is synchronous), unless large. */
let scratch: Buffer | undefined;
const MAX_KEPT_SCRATCH = 4 * 1024 * 1024;

/** The PNG of the patches laid over the backdrop (patches may overlap; later ones go on top). */
export function composePng(backdrop: Backdrop, patches: readonly InkPatch[]): Buffer {
  const { width, height, channels } = backdrop;
  const idat = zlibFromSegments(segments(backdrop, patches, inkedStripes(height, patches)));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits a channel
  ihdr[9] = channels === 4 ? 6 : 2; // RGBA or RGB
  return Buffer.concat([PNG_SIGNATURE, writeChunk('IHDR', ihdr), writeChunk('IDAT', idat), writeChunk('IEND', new Uint8Array(0))]);
}

/** For each stripe of STRIPE_ROWS rows, 1 when a patch lies on it. */
function inkedStripes(height: number, patches: readonly InkPatch[]): Uint8Array {
  const inked = new Uint8Array(Math.ceil(height / STRIPE_ROWS));
  for (const p of patches) {
    const from = Math.max(0, p.y);
    const to = Math.min(height, p.y + p.height);
    for (let s = Math.floor(from / STRIPE_ROWS); s * STRIPE_ROWS < to; s++) inked[s] = 1;
  }
  return inked;
}

/**
 * The image as segments: on a kept backdrop, each stripe without ink as kept (compressed the first
 * time); the other stripes deflated now, RUN_STRIPES at most at a time.
 */
function segments(backdrop: Backdrop, patches: readonly InkPatch[], inked: Uint8Array): ZlibSegment[] {
  const { stripes, height } = backdrop;
  const out: ZlibSegment[] = [];
  for (let s = 0; s < inked.length; ) {
    const from = s * STRIPE_ROWS;
    if (stripes && !inked[s]) {
      let stripe = stripes.get(s);
      if (!stripe) {
        stripe = stripeSegment(backdrop, s);
        stripes.set(s, stripe);
      }
      out.push(stripe);
      s++;
      continue;
    }
    let end = s + 1;
    while (end < inked.length && end - s < RUN_STRIPES && (inked[end] || !stripes)) end++;
    const rows = filteredRows(backdrop, patches, from, Math.min(height, end * STRIPE_ROWS));
    out.push(deflateSegment(rows.data, rows));
    s = end;
  }
  return out;
}

/** Stripe s of the backdrop without ink (rows s * STRIPE_ROWS on), compressed as an image without ink on it keeps it. */
export function stripeSegment(backdrop: Backdrop, s: number): ZlibSegment {
  const from = s * STRIPE_ROWS;
  const rows = filteredRows(backdrop, [], from, Math.min(backdrop.height, from + STRIPE_ROWS));
  return deflateSegment(rows.data, rows);
}

/** Filtered image data of rows from..to, the patches laid on them (in the kept scratch: read before the next call), and its Adler-32. */
function filteredRows(backdrop: Backdrop, patches: readonly InkPatch[], from: number, to: number): { data: Uint8Array; adler: number } {
  const { width, channels } = backdrop;
  const stride = 1 + width * channels;
  const size = stride * (to - from);
  const data = scratch && scratch.length >= size ? scratch : Buffer.allocUnsafe(size);
  if (data !== scratch && size <= MAX_KEPT_SCRATCH) scratch = data;
  const row = new Uint8Array(width * channels);
  const words = patches.map((p) => (p.data.byteOffset % 4 === 0 ? new Uint32Array(p.data.buffer, p.data.byteOffset, p.width * p.height) : undefined));
  const changed = new Int32Array(patches.reduce((n, p) => n + p.width, 0));
  let adler = 1;
  for (let y = from; y < to; y++) {
    const at = (y - from) * stride;
    const index = backdrop.rowIndex[y]!;
    const filtered = filteredRow(backdrop, index);
    data.set(filtered, at);
    let rowAdler = backdrop.adlers?.[index] ?? filteredRowAdler(filtered);
    const raw = backdrop.rows[index]!;
    let on = 0;
    // the backdrop's pixels where the patches lie, and one either side (what composing and filtering read)
    for (const patch of patches) {
      if (y < patch.y || y >= patch.y + patch.height) continue;
      const first = Math.max(0, patch.x - 1) * channels;
      const last = Math.min(width, patch.x + patch.width + 1) * channels;
      if (last > first) row.set(raw.subarray(first, last), first);
      on++;
    }
    if (on === 0) {
      adler = adler32Combine(adler, rowAdler, stride);
      continue;
    }
    let count = 0;
    for (let i = 0; i < patches.length; i++) {
      const patch = patches[i]!;
      if (y < patch.y || y >= patch.y + patch.height) continue;
      const first = Math.max(0, -patch.x);
      const last = Math.min(patch.width, width - patch.x);
      if (last > first) count = composeRow(row, channels, patch, words[i], y, first, last, changed, count);
    }
    rowAdler = refilter(row, channels, changed, count, data, at + 1, rowAdler);
    adler = adler32Combine(adler, rowAdler, stride);
  }
  return { data: data.subarray(0, size), adler };
}
