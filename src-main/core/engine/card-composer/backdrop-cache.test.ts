import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composePng, STRIPE_ROWS, subFilteredRow } from '#core/engine/handwriting/png/compose-png.ts';
import { adler32 } from '#core/engine/handwriting/png/zlib-segments.ts';
import { BackdropCache } from './backdrop-cache.ts';
import { readPagePixels } from './page-pixels.ts';
import { backdropOf, type SharedBackdrop } from './shared-backdrop.ts';

const [W, H] = [300, 200];
/** What the cache counts for a distinct row: kept raw and Sub-filtered, RGB. */
const kept = (rows: number): number => rows * 2 * W * 3;
/** A cache that reads pages in this thread (the server's reads them in a render worker). */
const cacheOf = (budget: number) => new BackdropCache(budget, async (png, kept) => readPagePixels(png, kept));

/** An opaque page: a background, horizontal stripes [first row, last row + 1, colour], and rows of a band that differ row by row. */
async function page(background: string, stripes: [number, number, string][], band?: [number, number]): Promise<Uint8Array> {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, W, H);
  for (const [from, to, colour] of stripes) {
    ctx.fillStyle = colour;
    ctx.fillRect(0, from, W, to - from);
  }
  for (let y = band?.[0] ?? 0; y < (band?.[1] ?? 0); y++) {
    ctx.fillStyle = `rgb(${y}, 90, ${255 - y})`;
    ctx.fillRect(40, y, 200, 1);
  }
  return new Uint8Array(await canvas.encode('png'));
}

/** The PNG's pixels as the canvas decodes them, and its distinct rows (RGB, as text). */
async function decoded(png: Uint8Array): Promise<{ rgba: Uint8ClampedArray; rows: Set<string> }> {
  const image = await loadImage(Buffer.from(png));
  const ctx = createCanvas(W, H).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, W, H).data;
  const rows = new Set<string>();
  for (let y = 0; y < H; y++) rows.add(Buffer.from(rgb(rgba, y)).toString('latin1'));
  return { rgba, rows };
}

const rgb = (rgba: Uint8ClampedArray, y: number): Uint8Array => Uint8Array.from({ length: W * 3 }, (_, i) => rgba[(y * W + Math.floor(i / 3)) * 4 + (i % 3)]!);

const stripes: [number, number, string][] = [
  [20, 30, '#203060'],
  [80, 90, '#a03030'],
  [150, 160, '#30a050'],
];
const A = await page('#f4efe6', stripes);
// A with its middle stripe recoloured and a band of rows each its own (a merge field's text)
const B = await page('#f4efe6', [stripes[0]!, [80, 90, '#c0a020'], stripes[2]!], [100, 120]);
// pages that share no row with A (nor with each other)
const recoloured = (shade: string): [number, number, string][] => stripes.map(([from, to, colour]) => [from, to, colour.slice(0, 5) + shade]);
const C = await page('#e6eef4', recoloured('f0'));
const D = await page('#eee6f4', recoloured('0f'));

describe('BackdropCache', () => {
  it("reads a page's rows pixel for pixel, with their Sub-filtered rows and Adler-32s beside them", async () => {
    const backdrop = backdropOf(await cacheOf(1 << 30).get('a', A));
    const { rgba, rows } = await decoded(A);
    expect([backdrop.width, backdrop.height, backdrop.channels]).toEqual([W, H, 3]); // opaque: RGB
    expect(backdrop.rows).toHaveLength(rows.size); // 4: paper and three stripes
    for (let y = 0; y < H; y++) expect(backdrop.rows[backdrop.rowIndex[y]!], `row ${y}`).toEqual(rgb(rgba, y));
    backdrop.rows.forEach((row, i) => {
      expect(backdrop.filtered[i]).toEqual(subFilteredRow(row, 3));
      expect(backdrop.adlers![i]).toBe(adler32(backdrop.filtered[i]!));
    });
    // a preview without ink is the page again: from the stripes made when it was read
    const { rgba: again } = await decoded(composePng(backdrop, []));
    expect(again).toEqual(rgba);
  });

  it('keeps the pixels in shared memory, the rows a page brings in one buffer, not an allocation a row', async () => {
    const cache = cacheOf(1 << 30);
    const a = await cache.get('a', A);
    const b = await cache.get('b', B);
    expect([...a.buffers, ...b.buffers].every((buffer) => buffer instanceof SharedArrayBuffer)).toBe(true);
    const buffers = (...pages: SharedBackdrop[]) => new Set(pages.flatMap((page) => [...backdropOf(page).rows, ...backdropOf(page).filtered].map((row) => row!.buffer)));
    expect(buffers(a).size).toBe(1);
    // b's own 21 rows in one more buffer; the rows it shares with a are a's
    expect(buffers(a, b).size).toBe(2);
    // a card's job carries places, not pixels: a few hundred bytes here, beside 46 KB of distinct rows
    const places = (page: SharedBackdrop) => page.rowIndex.byteLength + page.rows.byteLength + page.stripes.byteLength;
    expect(places(b)).toBeLessThan(2000);
  });

  it('compresses a stripe once for every page that has its rows, and keeps it while a page does', async () => {
    const cache = cacheOf(kept(4 + 21 + 3)); // a and b; with a third page (4 rows) a goes, whose own row is 1
    const a = await cache.get('a', A);
    const b = await cache.get('b', B);
    /** Where stripe s is kept: its buffer, offset and length. */
    const place = (page: SharedBackdrop, s: number) => [page.buffers[page.stripes[5 * s]!], page.stripes[5 * s + 1], page.stripes[5 * s + 2]];
    const stripes = Math.ceil(H / STRIPE_ROWS);
    const same = (p: SharedBackdrop, q: SharedBackdrop, s: number) => place(p, s).every((x, i) => x === place(q, s)[i]);
    // b's stripes of the same rows as a's are a's, made no second time; the rows b changed (80-120) are not
    const sharedWithA = Array.from({ length: stripes }, (_, s) => same(a, b, s));
    expect(sharedWithA).toEqual(Array.from({ length: stripes }, (_, s) => s * STRIPE_ROWS + STRIPE_ROWS <= 80 || s * STRIPE_ROWS >= 120));
    // the same rows within a page: one stripe (rows 32-63 and 160-191 are paper alone)
    expect(place(a, 1)).toEqual(place(a, 5));
    expect(place(a, 1)).not.toEqual(place(a, 6)); // 192-199: paper too, but 8 rows
    // a goes (c is over the budget); a page of a's rows again takes the stripes b still has, and makes a's own anew
    await cache.get('c', C);
    const again = await cache.get('a again', A);
    expect(Array.from({ length: stripes }, (_, s) => same(again, b, s))).toEqual(sharedWithA);
    expect(same(again, a, 2)).toBe(false); // rows 64-95: a's middle stripe, which went with a
  });

  it('grows by only the rows a second page adds, and answers a key asked for again without reading', async () => {
    const cache = cacheOf(1 << 30);
    const a = cache.get('a', A);
    await a;
    expect(cache.size()).toBe(kept(4));
    const rowsOfA = (await decoded(A)).rows;
    const added = [...(await decoded(B)).rows].filter((row) => !rowsOfA.has(row)).length;
    expect(added).toBe(21); // the recoloured stripe and the band's 20 rows
    await cache.get('b', B);
    expect(cache.size()).toBe(kept(4 + added));
    // the same key: the same promise, even with other bytes (nothing is read)
    expect(cache.get('a', new Uint8Array(8))).toBe(a);
    expect(cache.size()).toBe(kept(4 + added));
  });

  it('frees the rows as read once they are in shared memory (not left to the collector)', async () => {
    const read = readPagePixels(A);
    const backdrop = backdropOf(await new BackdropCache(1 << 30, async () => read).get('a', A));
    expect([read.raw.byteLength, read.filtered.byteLength, ...read.stripes.map((s) => s!.bytes.byteLength)].every((n) => n === 0)).toBe(true);
    expect(backdrop.rows[backdrop.rowIndex[0]!]!.byteLength).toBe(W * 3); // the kept copy
  });

  it('has a page read beside kept pages carry only the rows and stripes not kept yet', async () => {
    const carried: { rows: number; stripes: number }[] = [];
    const cache = new BackdropCache(1 << 30, async (png, kept) => {
      const pixels = readPagePixels(png, kept);
      carried.push({ rows: pixels.raw.byteLength / (W * 3), stripes: new Set(pixels.stripes.filter(Boolean)).size });
      return pixels;
    });
    await cache.get('a', A);
    const b = backdropOf(await cache.get('b', B));
    // a: its 4 rows and 5 distinct stripes of its 7 (rows 32-63, 96-127 and 160-191 are paper alone); b: its 21 rows and its 2 stripes over rows 64-127
    expect(carried).toEqual([
      { rows: 4, stripes: 5 },
      { rows: 21, stripes: 2 },
    ]);
    const { rgba } = await decoded(B);
    for (let y = 0; y < H; y++) expect(b.rows[b.rowIndex[y]!], `row ${y}`).toEqual(rgb(rgba, y));
    expect((await decoded(composePng(b, []))).rgba).toEqual(rgba);
  });

  it('reads pages one after another, so that pages asked for at once carry only the parts the ones before them did not bring', async () => {
    const carried: { rows: number; kept: number }[] = [];
    let reading = 0;
    let most = 0;
    const cache = new BackdropCache(1 << 30, async (png, keptParts) => {
      most = Math.max(most, ++reading);
      await new Promise((next) => setTimeout(next, 5));
      const pixels = readPagePixels(png, keptParts);
      carried.push({ rows: pixels.raw.byteLength / (W * 3), kept: keptParts.rows.size });
      reading--;
      return pixels;
    });
    // a campaign's first cards: both pages at once
    const [a, b] = await Promise.all([cache.get('a', A), cache.get('b', B)]);
    expect(most).toBe(1);
    // a: its 4 rows; b, read after it: only the 21 rows a did not bring
    expect(carried).toEqual([
      { rows: 4, kept: 0 },
      { rows: 21, kept: 4 },
    ]);
    for (const [shared, png] of [[a, A] as const, [b, B] as const]) {
      const backdrop = backdropOf(shared);
      const { rgba } = await decoded(png);
      for (let y = 0; y < H; y++) expect(backdrop.rows[backdrop.rowIndex[y]!], `row ${y}`).toEqual(rgb(rgba, y));
    }
  });

  it('lets a page whose read failed be read again, and reads the pages after it', async () => {
    let fail = true;
    const cache = new BackdropCache(1 << 30, async (png, keptParts) => {
      if (png === A && fail) {
        fail = false;
        throw new Error('the worker went away');
      }
      return readPagePixels(png, keptParts);
    });
    const [first, b] = await Promise.allSettled([cache.get('a', A), cache.get('b', B)]);
    expect(first.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
    const a = backdropOf(await cache.get('a', A));
    const { rgba } = await decoded(A);
    for (let y = 0; y < H; y++) expect(a.rows[a.rowIndex[y]!], `row ${y}`).toEqual(rgb(rgba, y));
  });

  it('reads a page once while cards ask for it at once', async () => {
    let reads = 0;
    const cache = new BackdropCache(1 << 30, async (png) => (reads++, readPagePixels(png)));
    await Promise.all([cache.get('a', A), cache.get('a', A), cache.get('a', A)]);
    expect(reads).toBe(1);
  });

  it('lets the least recently used page go when over its budget', async () => {
    const cache = cacheOf(kept(8)); // two pages of 4 rows
    const a = cache.get('a', A);
    await a;
    await cache.get('c', C);
    expect(cache.get('a', A)).toBe(a); // a is now the more recent
    await cache.get('d', D);
    expect(cache.size()).toBe(kept(8)); // a and d
    expect(cache.get('a', A)).toBe(a);
    const c = cache.get('c', C); // c went: read again, and d (least recent) goes for it
    await c;
    expect(cache.size()).toBe(kept(8));
    expect(cache.get('c', C)).toBe(c);
  });

  it("keeps a page's rows another page still uses when the page goes", async () => {
    const cache = cacheOf(kept(8)); // under a and b together (4 + 21 rows)
    const a = backdropOf(await cache.get('a', A));
    const b = backdropOf(await cache.get('b', B));
    // a went: only its middle stripe's row with it; the paper and two stripes are b's too
    expect(cache.size()).toBe(kept(3 + 21));
    // a again (under another key) takes the rows b kept, and b goes
    const again = backdropOf(await cache.get('a again', A));
    expect(cache.size()).toBe(kept(4));
    const paper = again.rows[again.rowIndex[0]!]!;
    const paperOfB = b.rows[b.rowIndex[0]!]!;
    // the very row b holds, not a copy: the same memory at the same place
    expect([paper.buffer, paper.byteOffset]).toEqual([paperOfB.buffer, paperOfB.byteOffset]);
    const middle = again.rows[again.rowIndex[85]!]!;
    const middleOfA = a.rows[a.rowIndex[85]!]!;
    expect(middle).toEqual(middleOfA);
    expect(middle.buffer).not.toBe(middleOfA.buffer); // a's own row went with a, and was read anew
  });

  // A page dropped while still being read (over the budget when another is read) gives its rows back once read.
  it('counts no rows of a page that went before it was read', async () => {
    const cache = cacheOf(kept(2)); // under one page
    // asked for at once: when a is read, c (still being read) is least recently used but a
    await Promise.all([cache.get('a', A), cache.get('c', C)]);
    await cache.get('d', D);
    expect(cache.size()).toBe(kept(4)); // d's rows alone: the budget keeps one page, the one just made
  });
});
