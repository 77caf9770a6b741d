// A card's page without ink read once for every render worker (in one of them): the keys that name
// its rows and stripes by their content across pages, and the rows and stripes the event loop does
// not keep yet (a design's pages share most of them): raw and Sub-filtered rows with each filtered
// row's Adler-32, stripes compressed. The event loop keeps them in shared memory
// (backdrop-cache.ts), each row and stripe once, and every card's job points at them.
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { type Backdrop, channelsOf, STRIPE_ROWS, stripeSegment, subFilteredRow } from '#core/engine/handwriting/png/compose-png.ts';
import { adler32, type ZlibSegment } from '#core/engine/handwriting/png/zlib-segments.ts';
import { readPngRows } from '#core/engine/handwriting/png/png-rows.ts';

export interface PagePixels {
  width: number;
  height: number;
  /** 3: opaque RGB; 4: RGBA. */
  channels: 3 | 4;
  /** For each row, its index among the page's distinct rows. */
  rowIndex: Uint32Array;
  /** Each distinct row's key: its content (and its format: an RGB and an RGBA row's bytes mean different pixels). */
  rowKeys: string[];
  /** For each distinct row, where `raw`, `filtered` and `adlers` carry it; -1 for a row the event loop said it keeps. */
  carried: Int32Array;
  /** The carried rows one after another: raw (width * channels bytes each) and Sub-filtered (one byte more each). */
  raw: Uint8Array;
  filtered: Uint8Array;
  /** The Adler-32 of each carried filtered row. */
  adlers: Uint32Array;
  /** For each stripe of STRIPE_ROWS rows: the key of the rows it holds, and it compressed without ink (undefined: a stripe the event loop keeps). */
  stripeKeys: string[];
  stripes: (ZlibSegment | undefined)[];
}

/** The rows and stripes the event loop keeps already, by key: a page read for it carries only the others. */
export interface KeptParts {
  rows: ReadonlySet<string>;
  stripes: ReadonlySet<string>;
}

const NOTHING_KEPT: KeptParts = { rows: new Set(), stripes: new Set() };

export function readPagePixels(png: Uint8Array, kept: KeptParts = NOTHING_KEPT): PagePixels {
  const image = pageRows(png);
  const { width, height } = image;
  const channels = image.channels === 4 && opaque(image) ? 3 : image.channels;
  const keyOfRow: string[] = [];
  const rowKeys: string[] = [];
  const rowIndex = new Uint32Array(height);
  const rowBytes = width * channels;
  let rows: Uint8Array[] = [];
  try {
    const firstRows: number[] = [];
    const distinct = new Map<string, number>();
    for (let y = 0; y < height; y++) {
      const key = `${channels}${image.channels}:${sha1(image.row(y))}`;
      let at = distinct.get(key);
      if (at === undefined) {
        at = rowKeys.length;
        distinct.set(key, at);
        rowKeys.push(key);
        firstRows.push(y);
      }
      rowIndex[y] = at;
      keyOfRow.push(key);
    }
    // every distinct row in the page's format (the stripes to compress may need any), the decoded PNG given back
    const all = new Uint8Array(rowKeys.length * rowBytes);
    rows = firstRows.map((y, i) => toChannels(image.row(y), image.channels, channels, all.subarray(i * rowBytes, (i + 1) * rowBytes)));
  } finally {
    image.release();
  }
  const carriedRows = rowKeys.flatMap((key, i) => (kept.rows.has(key) ? [] : [i]));
  const carried = new Int32Array(rowKeys.length).fill(-1);
  const raw = new Uint8Array(carriedRows.length * rowBytes);
  const filtered = new Uint8Array(carriedRows.length * (rowBytes + 1));
  const adlers = new Uint32Array(carriedRows.length);
  const backdrop: Backdrop = { width, height, channels, rowIndex, rows, filtered: [] }; // the rest filtered as a stripe needs them
  carriedRows.forEach((i, n) => {
    carried[i] = n;
    raw.set(rows[i]!, n * rowBytes);
    const sub = subFilteredRow(rows[i]!, channels, filtered.subarray(n * (rowBytes + 1), (n + 1) * (rowBytes + 1)));
    backdrop.filtered[i] = sub;
    adlers[n] = adler32(sub);
  });
  const stripeKeys: string[] = [];
  const stripes: (ZlibSegment | undefined)[] = [];
  const made = new Map<string, ZlibSegment>(); // a stripe of the same rows as one before it (paper) is that one
  for (let from = 0, s = 0; from < height; from += STRIPE_ROWS, s++) {
    const key = sha1(Buffer.from(keyOfRow.slice(from, from + STRIPE_ROWS).join()));
    stripeKeys.push(key);
    if (kept.stripes.has(key)) {
      stripes.push(undefined);
      continue;
    }
    let segment = made.get(key);
    if (!segment) made.set(key, (segment = stripeSegment(backdrop, s)));
    stripes.push(segment);
  }
  return { width, height, channels, rowIndex, rowKeys, carried, raw, filtered, adlers, stripeKeys, stripes };
}

const sha1 = (bytes: Uint8Array): string => createHash('sha1').update(bytes).digest('base64');

/** A page's rows as its PNG holds them (RGB or RGBA), and a way to give their memory back. */
interface PageRows {
  width: number;
  height: number;
  channels: 3 | 4;
  row(y: number): Uint8Array;
  release(): void;
}

function pageRows(png: Uint8Array): PageRows {
  const rows = readPngRows(png);
  if (rows) return { ...rows, row: (y) => rows.data.subarray(y * rows.stride + 1, (y + 1) * rows.stride) };
  // a PNG of another kind: pngjs's RGBA, left to the collector
  const { width, height, data } = PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  return { width, height, channels: 4, row: (y) => data.subarray(y * width * 4, (y + 1) * width * 4), release: () => {} };
}

function opaque(image: PageRows): boolean {
  for (let y = 0; y < image.height; y++) if (channelsOf(image.row(y)) === 4) return false;
  return true;
}

/** The row in `channels` (RGBA to RGB drops the alpha of an opaque page), written into `out`. */
function toChannels(row: Uint8Array, from: 3 | 4, channels: 3 | 4, out: Uint8Array): Uint8Array {
  if (from === channels) {
    out.set(row);
    return out;
  }
  for (let i = 0, o = 0; i < row.length; i += 4, o += 3) {
    out[o] = row[i]!;
    out[o + 1] = row[i + 1]!;
    out[o + 2] = row[i + 2]!;
  }
  return out;
}
