import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composePng, STRIPE_ROWS, subFilteredRow } from '#core/engine/handwriting/png/compose-png.ts';
import { BackdropCache } from './backdrop-cache.ts';

const [W, H] = [300, 200];
/** What the cache counts for a distinct row: kept raw and Sub-filtered, RGB. */
const kept = (rows: number): number => rows * 2 * W * 3;

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
  it("decodes a page's rows pixel for pixel, with their Sub-filtered rows beside them", async () => {
    const backdrop = await new BackdropCache(1 << 30).get('a', A);
    const { rgba, rows } = await decoded(A);
    expect([backdrop.width, backdrop.height, backdrop.channels]).toEqual([W, H, 3]); // opaque: RGB
    expect(backdrop.rows).toHaveLength(rows.size); // 4: paper and three stripes
    for (let y = 0; y < H; y++) expect(backdrop.rows[backdrop.rowIndex[y]!], `row ${y}`).toEqual(rgb(rgba, y));
    backdrop.rows.forEach((row, i) => expect(backdrop.filtered[i]).toEqual(subFilteredRow(row, 3)));
    // a preview without ink is the page again
    const { rgba: again } = await decoded(composePng(backdrop, []));
    expect(again).toEqual(rgba);
  });

  it("keeps the rows a page brings in one buffer raw and one filtered, not an allocation a row", async () => {
    const cache = new BackdropCache(1 << 30);
    const a = await cache.get('a', A);
    const b = await cache.get('b', B);
    const buffers = (rows: Uint8Array[]) => new Set(rows.map((row) => row.buffer));
    expect(buffers(a.rows).size).toBe(1);
    expect(buffers(a.filtered as Uint8Array[]).size).toBe(1);
    // b's own 21 rows in one more buffer each way; the rows it shares with a are a's
    expect(buffers([...a.rows, ...b.rows]).size).toBe(2);
    expect(buffers([...a.filtered, ...b.filtered] as Uint8Array[]).size).toBe(2);
  });

  it("compresses a stripe once for every page that has its rows, and keeps it while a page does", async () => {
    const cache = new BackdropCache(kept(4 + 21 + 3)); // a and b; with a third page (4 rows) a goes, whose own row is 1
    const a = await cache.get('a', A);
    const b = await cache.get('b', B);
    composePng(a, []); // every stripe of a without ink: compressed and kept
    const stripesOf = (backdrop: typeof a) => Array.from({ length: Math.ceil(H / STRIPE_ROWS) }, (_, s) => backdrop.stripes!.get(s));
    // b's stripes of the same rows as a's are a's, made no second time; the rows b changed (80-120) are not
    const shared = stripesOf(b).map((segment, s) => segment !== undefined && segment === stripesOf(a)[s]);
    expect(shared).toEqual(stripesOf(b).map((_, s) => s * STRIPE_ROWS + STRIPE_ROWS <= 80 || s * STRIPE_ROWS >= 120));
    // the same rows within a page: one stripe (rows 32-63 and 160-191 are paper alone)
    expect(stripesOf(a)[1]).toBe(stripesOf(a)[5]);
    expect(stripesOf(a)[1]).not.toBe(stripesOf(a)[6]); // 192-199: paper too, but 8 rows
    // a goes (c is over the budget): the stripes b has still are kept, a's own go with it
    await cache.get('c', C);
    expect(stripesOf(b).filter(Boolean)).toHaveLength(shared.filter(Boolean).length);
  });

  it('grows by only the rows a second page adds, and answers a key asked for again without decoding', async () => {
    const cache = new BackdropCache(1 << 30);
    const a = cache.get('a', A);
    await a;
    expect(cache.size()).toBe(kept(4));
    const rowsOfA = (await decoded(A)).rows;
    const added = [...(await decoded(B)).rows].filter((row) => !rowsOfA.has(row)).length;
    expect(added).toBe(21); // the recoloured stripe and the band's 20 rows
    await cache.get('b', B);
    expect(cache.size()).toBe(kept(4 + added));
    // the same key: the same promise, even with other bytes (nothing is decoded)
    expect(cache.get('a', new Uint8Array(8))).toBe(a);
    expect(cache.size()).toBe(kept(4 + added));
  });

  it('lets the least recently used page go when over its budget', async () => {
    const cache = new BackdropCache(kept(8)); // two pages of 4 rows
    const a = cache.get('a', A);
    await a;
    await cache.get('c', C);
    expect(cache.get('a', A)).toBe(a); // a is now the more recent
    await cache.get('d', D);
    expect(cache.size()).toBe(kept(8)); // a and d
    expect(cache.get('a', A)).toBe(a);
    const c = cache.get('c', C); // c went: decoded again, and d (least recent) goes for it
    await c;
    expect(cache.size()).toBe(kept(8));
    expect(cache.get('c', C)).toBe(c);
  });

  it("keeps a page's rows another page still uses when the page goes", async () => {
    const cache = new BackdropCache(kept(8)); // under a and b together (4 + 21 rows)
    const a = await cache.get('a', A);
    const b = await cache.get('b', B);
    // a went: only its middle stripe's row with it; the paper and two stripes are b's too
    expect(cache.size()).toBe(kept(3 + 21));
    // a again (under another key) takes the rows b kept, and b goes
    const again = await cache.get('a again', A);
    expect(cache.size()).toBe(kept(4));
    expect(again.rows).not.toBe(a.rows);
    const paper = again.rowIndex[0]!;
    expect(again.rows[paper]).toBe(b.rows[b.rowIndex[0]!]); // the very row b holds, not a copy
  });

  // A page dropped while still decoding (over the budget when another is decoded) gives its rows back once decoded.
  it('counts no rows of a page that went before it was decoded', async () => {
    const cache = new BackdropCache(kept(2)); // under one page
    // asked for at once: when a is decoded, c (still decoding) is least recently used but a
    await Promise.all([cache.get('a', A), cache.get('c', C)]);
    await cache.get('d', D);
    expect(cache.size()).toBe(kept(4)); // d's rows alone: the budget keeps one page, the one just made
  });
});
