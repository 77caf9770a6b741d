// The pixels of the browser's pages without ink, decoded once and kept by a render worker while
// cards use them. Pages of one design differ in a few rows (a merge field in HTML text makes a page
// per value: the A6 reminder's front per appointment date), so rows are kept once across pages, by
// their content, and a page holds only its own: a dozen such fronts take little more than one. Their
// stripes without ink, compressed, are kept once too: by the rows they hold.
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { type Backdrop, channelsOf, STRIPE_ROWS, type StripeStore, subFilteredRow } from '#core/engine/handwriting/png/compose-png.ts';
import type { ZlibSegment } from '#core/engine/handwriting/png/zlib-segments.ts';
import { readPngRows } from '#core/engine/handwriting/png/png-rows.ts';

interface StoredRow {
  row: Uint8Array;
  /** The row as PNG writes it (compose-png.ts asks for it for every row without ink). */
  filtered: Uint8Array;
  users: number;
}

interface StoredStripe {
  /** Made the first time an image leaves the stripe without ink. */
  segment?: ZlibSegment;
  users: number;
}

interface Entry {
  backdrop: Promise<Backdrop>;
  /** The row keys it holds (released when it goes). */
  keys: string[];
  /** The stripe keys it holds, one a stripe (released when it goes). */
  stripeKeys: string[];
}

export class BackdropCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rows = new Map<string, StoredRow>();
  private readonly stripes = new Map<string, StoredStripe>();
  private bytes = 0;
  private readonly budget: number;

  constructor(budgetBytes: number) {
    this.budget = budgetBytes;
  }

  /** Bytes of rows kept now. */
  size(): number {
    return this.bytes;
  }

  /** The page's pixels, decoded from its PNG the first time its key is asked for. */
  get(key: string, png: Uint8Array): Promise<Backdrop> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, found);
      return found.backdrop;
    }
    const entry: Entry = { backdrop: Promise.resolve(undefined as never), keys: [], stripeKeys: [] };
    entry.backdrop = this.decode(png, entry);
    this.entries.set(key, entry);
    entry.backdrop.then(
      // a page dropped while it was decoding gives its rows back now that it holds them
      () => (this.entries.get(key) === entry ? this.evict(entry) : this.release(entry)),
      () => this.drop(key, entry),
    );
    return entry.backdrop;
  }

  private async decode(png: Uint8Array, entry: Entry): Promise<Backdrop> {
    const image = pageRows(png);
    try {
      return this.keep(image, entry);
    } finally {
      image.release();
    }
  }

  private keep(image: PageRows, { keys, stripeKeys }: Entry): Backdrop {
    const { width, height } = image;
    const channels = image.channels === 4 && opaque(image) ? 3 : image.channels;
    // The rows this page brings, raw and filtered, go into one buffer each (two allocations a
    // page instead of two a row, which scattered glibc's arenas); a buffer lives while any of its rows is kept.
    const rowKeys: string[] = [];
    const fresh = new Map<string, number>(); // key -> the first row with it, for rows not kept yet
    for (let y = 0; y < height; y++) {
      // the PNG's own row names the row (its format in the key: an RGB and an RGBA row's bytes mean different pixels)
      const key = `${channels}${image.channels}:${createHash('sha1').update(image.row(y)).digest('base64')}`;
      rowKeys.push(key);
      if (!this.rows.has(key) && !fresh.has(key)) fresh.set(key, y);
    }
    const rowBytes = width * channels;
    const raw = new Uint8Array(fresh.size * rowBytes);
    const subFiltered = new Uint8Array(fresh.size * (rowBytes + 1));
    let n = 0;
    for (const [key, y] of fresh) {
      const row = toChannels(image.row(y), image.channels, channels, raw.subarray(n * rowBytes, (n + 1) * rowBytes));
      const filtered = subFilteredRow(row, channels, subFiltered.subarray(n * (rowBytes + 1), (n + 1) * (rowBytes + 1)));
      this.rows.set(key, { row, filtered, users: 0 });
      this.bytes += 2 * rowBytes;
      n++;
    }
    const rows: Uint8Array[] = [];
    const filtered: Uint8Array[] = [];
    const index = new Map<string, number>();
    const rowIndex = new Uint32Array(height);
    for (let y = 0; y < height; y++) {
      const key = rowKeys[y]!;
      let at = index.get(key);
      if (at === undefined) {
        const stored = this.rows.get(key)!;
        stored.users++;
        keys.push(key);
        at = rows.length;
        rows.push(stored.row);
        filtered.push(stored.filtered);
        index.set(key, at);
      }
      rowIndex[y] = at;
    }
    // kept for every card over this page: its stripes without ink are compressed once (compose-png.ts),
    // and a stripe of the same rows as another (the same page's, or another page's of the design) is that one
    for (let from = 0; from < height; from += STRIPE_ROWS) {
      const key = createHash('sha1').update(rowKeys.slice(from, from + STRIPE_ROWS).join()).digest('base64');
      stripeKeys.push(key);
      const stored = this.stripes.get(key);
      if (stored) stored.users++;
      else this.stripes.set(key, { users: 1 });
    }
    return { width, height, channels, rowIndex, rows, filtered, stripes: this.stripeStore(stripeKeys) };
  }

  private stripeStore(stripeKeys: readonly string[]): StripeStore {
    return {
      get: (stripe) => this.stripes.get(stripeKeys[stripe]!)?.segment,
      set: (stripe, segment) => {
        const stored = this.stripes.get(stripeKeys[stripe]!);
        if (stored) stored.segment = segment; // (a page given back meanwhile: its stripe is not kept)
      },
    };
  }

  /** Pages least recently used go while the rows are over the budget (never the one just made). */
  private evict(keep: Entry): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.budget) break;
      if (entry !== keep) this.drop(key, entry);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.release(entry);
  }

  /** Gives back the rows and stripes a page holds (kept while another page holds them too). */
  private release(entry: Entry): void {
    for (const k of entry.stripeKeys.splice(0)) {
      const stored = this.stripes.get(k);
      if (stored && --stored.users === 0) this.stripes.delete(k);
    }
    const keys = entry.keys.splice(0);
    for (const k of keys) {
      const stored = this.rows.get(k);
      if (stored && --stored.users === 0) {
        this.rows.delete(k);
        this.bytes -= 2 * stored.row.byteLength;
      }
    }
  }
}

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
