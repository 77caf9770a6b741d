// The pixels of the browser's pages without ink, read once (page-pixels.ts, in a render worker) and
// kept on the event loop in shared memory while cards use them: every render worker's job points at
// the same memory (shared-backdrop.ts), so the rows are in memory once, not once a worker. Pages of
// one design differ in a few rows (a merge field in HTML text makes a page per value: the A6
// reminder's front per appointment date), so rows are kept once across pages, by their content, and
// a page holds only its own: a dozen such fronts take little more than one. Their stripes without
// ink, compressed, are kept once too: by the rows they hold.
import { freeBytes } from '#core/base/own-bytes.ts';
import type { KeptParts, PagePixels } from './page-pixels.ts';
import type { SharedBackdrop } from './shared-backdrop.ts';

interface StoredRow {
  buffer: SharedArrayBuffer;
  /** Where the row is raw, and Sub-filtered, in the buffer; the filtered row's Adler-32. */
  raw: number;
  filtered: number;
  adler: number;
  rowBytes: number;
  users: number;
}

interface StoredStripe {
  buffer: SharedArrayBuffer;
  offset: number;
  byteLength: number;
  /** Adler-32 and length of the data it holds. */
  adler: number;
  length: number;
  users: number;
}

interface Entry {
  backdrop: Promise<SharedBackdrop>;
  /** The row keys it holds (released when it goes). */
  keys: string[];
  /** The stripe keys it holds (released when it goes). */
  stripeKeys: string[];
}

/** Reads a page's PNG (a render worker's job, or in this thread), carrying the rows and stripes not kept. */
export type PagePixelsReader = (png: Uint8Array, kept: KeptParts) => Promise<PagePixels>;

export class BackdropCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rows = new Map<string, StoredRow>();
  private readonly stripes = new Map<string, StoredStripe>();
  private bytes = 0;
  private readonly budget: number;
  private readonly read: PagePixelsReader;
  /** The last page read asked for: the next waits for it. */
  private reads: Promise<unknown> = Promise.resolve();

  constructor(budgetBytes: number, read: PagePixelsReader) {
    this.budget = budgetBytes;
    this.read = read;
  }

  /** Bytes of rows kept now (raw and filtered). */
  size(): number {
    return this.bytes;
  }

  /** The page's pixels, read from its PNG the first time its key is asked for. */
  get(key: string, png: Uint8Array): Promise<SharedBackdrop> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, found);
      return found.backdrop;
    }
    const entry: Entry = { backdrop: Promise.resolve(undefined as never), keys: [], stripeKeys: [] };
    // Pages are read one after another, each beside what the pages before it left kept: a
    // campaign's first cards ask for a dozen pages at once (the A6 reminder's fronts, a date each),
    // which, read side by side, each carried every row of the design to the event loop.
    const read = this.reads.then(() => this.readAndKeep(key, png, entry));
    this.reads = read.catch(() => {});
    entry.backdrop = read;
    this.entries.set(key, entry);
    return read;
  }

  private keptParts(): KeptParts {
    return { rows: new Set(this.rows.keys()), stripes: new Set(this.stripes.keys()) };
  }

  /** Reads the page and keeps its parts, then lets pages go over the budget: nothing kept goes while a page is read. */
  private async readAndKeep(key: string, png: Uint8Array, entry: Entry): Promise<SharedBackdrop> {
    let pixels: PagePixels | undefined;
    try {
      pixels = await this.read(png, this.keptParts());
      const backdrop = this.keep(pixels, entry);
      // a page dropped while it was read gives its rows back now that it holds them
      if (this.entries.get(key) === entry) this.evict(entry);
      else this.release(entry);
      return backdrop;
    } catch (error) {
      this.drop(key, entry);
      throw error;
    } finally {
      // the page's rows as read, copied into shared memory or kept already: freed now, not at the event loop's next full collection
      if (pixels) for (const bytes of new Set([pixels.raw, pixels.filtered, ...pixels.stripes.flatMap((s) => (s ? [s.bytes] : []))])) freeBytes(bytes);
    }
  }

  /** Keeps the page's rows and stripes (those not kept yet; the read left out only parts kept, which stay while it runs). */
  private keep(pixels: PagePixels, { keys, stripeKeys }: Entry): SharedBackdrop {
    const { width, height, channels, rowKeys } = pixels;
    const rowBytes = width * channels;
    // the rows not kept yet go into one buffer (raw, then filtered): one allocation a page, not two a row
    const fresh = rowKeys.flatMap((key, i) => (this.rows.has(key) ? [] : [i]));
    const rowsBuffer = new SharedArrayBuffer(fresh.length * (2 * rowBytes + 1));
    const bytes = new Uint8Array(rowsBuffer);
    fresh.forEach((i, n) => {
      const raw = n * rowBytes;
      const filtered = fresh.length * rowBytes + n * (rowBytes + 1);
      const c = pixels.carried[i]!; // carried: the read left out only rows kept when it began, and they stay while it runs
      bytes.set(pixels.raw.subarray(c * rowBytes, (c + 1) * rowBytes), raw);
      bytes.set(pixels.filtered.subarray(c * (rowBytes + 1), (c + 1) * (rowBytes + 1)), filtered);
      this.rows.set(rowKeys[i]!, { buffer: rowsBuffer, raw, filtered, adler: pixels.adlers[c]!, rowBytes, users: 0 });
      this.bytes += 2 * rowBytes;
    });
    const buffers: SharedArrayBuffer[] = [];
    const bufferIndex = new Map<SharedArrayBuffer, number>();
    const numberOf = (buffer: SharedArrayBuffer): number => {
      let n = bufferIndex.get(buffer);
      if (n === undefined) bufferIndex.set(buffer, (n = buffers.push(buffer) - 1));
      return n;
    };
    const rows = new Uint32Array(4 * rowKeys.length);
    rowKeys.forEach((key, i) => {
      const stored = this.rows.get(key)!;
      stored.users++;
      keys.push(key);
      rows.set([numberOf(stored.buffer), stored.raw, stored.filtered, stored.adler], 4 * i);
    });
    const stripes = new Uint32Array(5 * pixels.stripeKeys.length);
    const newStripes = new Map<string, number>(); // key -> the first stripe with it, for stripes not kept yet
    pixels.stripeKeys.forEach((key, s) => {
      if (!this.stripes.has(key) && !newStripes.has(key)) newStripes.set(key, s);
    });
    const stripesBuffer = new SharedArrayBuffer([...newStripes.values()].reduce((n, s) => n + pixels.stripes[s]!.bytes.byteLength, 0));
    const stripeBytes = new Uint8Array(stripesBuffer);
    let offset = 0;
    for (const [key, s] of newStripes) {
      const { bytes: segment, adler, length } = pixels.stripes[s]!;
      stripeBytes.set(segment, offset);
      this.stripes.set(key, { buffer: stripesBuffer, offset, byteLength: segment.byteLength, adler, length, users: 0 });
      offset += segment.byteLength;
    }
    pixels.stripeKeys.forEach((key, s) => {
      const stored = this.stripes.get(key)!;
      stored.users++;
      stripeKeys.push(key);
      stripes.set([numberOf(stored.buffer), stored.offset, stored.byteLength, stored.adler, stored.length], 5 * s);
    });
    return { width, height, channels, rowIndex: pixels.rowIndex, buffers, rows, stripes };
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

  /** Gives back the rows and stripes a page holds (kept while another page holds them too; a card's job in flight keeps its memory). */
  private release(entry: Entry): void {
    for (const k of entry.stripeKeys.splice(0)) {
      const stored = this.stripes.get(k);
      if (stored && --stored.users === 0) this.stripes.delete(k);
    }
    for (const k of entry.keys.splice(0)) {
      const stored = this.rows.get(k);
      if (stored && --stored.users === 0) {
        this.rows.delete(k);
        this.bytes -= 2 * stored.rowBytes;
      }
    }
  }
}
