// A card's page without ink read once for every render worker (in one of them): its distinct rows
// raw and Sub-filtered, each filtered row's Adler-32 and every stripe compressed, with the keys
// that name rows and stripes by their content across pages. The event loop keeps them in shared
// memory (backdrop-cache.ts), each row and stripe once, and every card's job points at them.
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
  /** The distinct rows one after another: raw (width * channels bytes each) and Sub-filtered (one byte more each). */
  raw: Uint8Array;
  filtered: Uint8Array;
  /** The Adler-32 of each distinct filtered row. */
  adlers: Uint32Array;
  /** For each stripe of STRIPE_ROWS rows: the key of the rows it holds, and the stripe compressed without ink. */
  stripeKeys: string[];
  stripes: ZlibSegment[];
}

export function readPagePixels(png: Uint8Array): PagePixels {
  const image = pageRows(png);
  try {
    const { width, height } = image;
    const channels = image.channels === 4 && opaque(image) ? 3 : image.channels;
    const keyOfRow: string[] = [];
    const rowKeys: string[] = [];
    const firstRows: number[] = [];
    const distinct = new Map<string, number>();
    const rowIndex = new Uint32Array(height);
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
    const rowBytes = width * channels;
    const raw = new Uint8Array(rowKeys.length * rowBytes);
    const filtered = new Uint8Array(rowKeys.length * (rowBytes + 1));
    const adlers = new Uint32Array(rowKeys.length);
    const backdrop: Backdrop = { width, height, channels, rowIndex, rows: [], filtered: [], adlers };
    firstRows.forEach((y, i) => {
      const row = toChannels(image.row(y), image.channels, channels, raw.subarray(i * rowBytes, (i + 1) * rowBytes));
      const sub = subFilteredRow(row, channels, filtered.subarray(i * (rowBytes + 1), (i + 1) * (rowBytes + 1)));
      backdrop.rows.push(row);
      backdrop.filtered.push(sub);
      adlers[i] = adler32(sub);
    });
    const stripeKeys: string[] = [];
    const stripes: ZlibSegment[] = [];
    const made = new Map<string, ZlibSegment>(); // a stripe of the same rows as one before it (paper) is that one
    for (let from = 0, s = 0; from < height; from += STRIPE_ROWS, s++) {
      const key = sha1(Buffer.from(keyOfRow.slice(from, from + STRIPE_ROWS).join()));
      let segment = made.get(key);
      if (!segment) made.set(key, (segment = stripeSegment(backdrop, s)));
      stripeKeys.push(key);
      stripes.push(segment);
    }
    return { width, height, channels, rowIndex, rowKeys, raw, filtered, adlers, stripeKeys, stripes };
  } finally {
    image.release();
  }
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
