import { createCanvas } from '@napi-rs/canvas';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngPixels, pngSize } from '#core/test-support/png.ts';
import { layoutHandwriting } from '../layout.ts';
import { drawInkOnly, drawInkPatch } from '../paint-png.ts';
import { composePng, imageBackdrop, STRIPE_ROWS, uniformBackdrop } from './compose-png.ts';
import type { ZlibSegment } from './zlib-segments.ts';
import { readChunks, zlibStream } from './png-chunks.ts';

const K = 300 / 25.4;
const note = (seed: string, paddingMm = 8) => layoutHandwriting({ content: '<p>Dear Sam,</p><p>thank you for the flowers.</p>', widthMm: 70, heightMm: 40, paddingMm, seed, pen: 'gel' });

/** The image drawn whole by the canvas library: the backdrop, then each block's ink laid on it. */
async function drawnWhole(width: number, height: number, paint: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void, blocks: { list: ReturnType<typeof note>; x: number; y: number }[]) {
  const whole = createCanvas(width, height);
  const ctx = whole.getContext('2d');
  paint(ctx);
  for (const b of blocks) {
    const ink = createCanvas(width, height);
    drawInkOnly(ink.getContext('2d'), b.list, K, b.x, b.y);
    ctx.drawImage(ink, 0, 0);
  }
  return pngPixels(await whole.encode('png'));
}

/**
 * How two images differ, channels premultiplied (a faint pixel's colour is imprecise): the
 * largest difference, and the share of pixels off by more than 2 (the canvas library
 * rasterises an edge pixel or two differently when the ink is drawn at another origin).
 */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): { max: number; offShare: number } {
  let max = 0;
  let off = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = Math.abs(a[i + 3]! - b[i + 3]!);
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((a[i + c]! * a[i + 3]!) / 255 - (b[i + c]! * b[i + 3]!) / 255));
    max = Math.max(max, d);
    if (d > 2) off++;
  }
  return { max, offShare: off / (a.length / 4) };
}

function expectAlike(a: Uint8ClampedArray, b: Uint8ClampedArray, label: string): void {
  const { max, offShare } = difference(a, b);
  expect(max, label).toBeLessThanOrEqual(16);
  expect(offShare, label).toBeLessThan(1e-4);
}

describe('composePng', () => {
  it('lays ink over a sheet as the canvas library would draw it, in a valid RGB PNG', async () => {
    const [w, h] = [900, 600];
    const sheet = (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => {
      ctx.fillStyle = '#fdfbf6';
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = '#8c8c8c';
      ctx.lineWidth = 4;
      ctx.strokeRect(700, 40, 150, 180);
    };
    const paper = createCanvas(w, h);
    sheet(paper.getContext('2d'));
    const backdrop = imageBackdrop(w, h, paper.getContext('2d').getImageData(0, 0, w, h).data);
    expect(backdrop.channels).toBe(3);
    expect(backdrop.rows.length).toBeLessThan(12); // paper rows, the box's edges and sides
    // two blocks whose ink overlaps, the second running off the right edge
    const blocks = [{ list: note('a'), x: 30, y: 40 }, { list: note('b', 1), x: 600, y: 120 }];
    const patches = blocks.map((b) => drawInkPatch(b.list, K, b.x, b.y, w, h)!);
    const png = composePng(backdrop, patches);
    expect(pngSize(png)).toEqual({ width: w, height: h });
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0]!.data[9]).toBe(2); // RGB
    for (const c of chunks) {
      const at = png.indexOf(Buffer.from(c.type, 'latin1'), 8) - 4;
      expect(png.readUInt32BE(at + 8 + c.data.length), c.type).toBe(crc32(png.subarray(at + 4, at + 8 + c.data.length)));
    }
    expect(inflateSync(zlibStream(chunks)).length).toBe(h * (1 + w * 3));
    const ours = await pngPixels(png);
    const theirs = await drawnWhole(w, h, sheet, blocks);
    expectAlike(ours.data, theirs.data, 'sheet');
  });

  it('keeps transparency, and lays ink over a partly transparent colour', async () => {
    const [w, h] = [827, 472];
    const list = note('c');
    for (const rgba of [[0, 0, 0, 0], [255, 240, 200, 128], [40, 160, 90, 255]] as const) {
      const png = composePng(uniformBackdrop(w, h, rgba), [drawInkPatch(list, K, 0, 0, w, h)!]);
      expect(readChunks(png)[0]!.data[9], String(rgba)).toBe(rgba[3] === 255 ? 2 : 6);
      const ours = await pngPixels(png);
      const css = `rgba(${rgba[0]}, ${rgba[1]}, ${rgba[2]}, ${rgba[3] / 255})`;
      const theirs = await drawnWhole(w, h, (ctx) => {
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, w, h);
      }, [{ list, x: 0, y: 0 }]);
      expectAlike(ours.data, theirs.data, String(rgba));
    }
  });

  it('encodes a backdrop without ink as it is', async () => {
    const png = composePng(uniformBackdrop(300, 200, [10, 20, 30, 255]), []);
    const { data } = await pngPixels(png);
    expect([...data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
    expect([...data.subarray(data.length - 4)]).toEqual([10, 20, 30, 255]);
  });

  /** The image's data as stored: each row's filter byte, then the row filtered (inflating checks the stream's Adler-32). */
  const stored = (png: Buffer): Buffer => inflateSync(zlibStream(readChunks(png)));

  it('lays overlapping patches one over the other, as the canvas library would draw them', async () => {
    const [w, h] = [640, 300];
    const list = note('d', 2);
    const blocks = [
      { list, x: 10, y: 5 },
      { list, x: 40, y: 12 }, // over the first
    ];
    for (const rgba of [[250, 248, 240, 255], [0, 0, 0, 0]] as const) {
      const ours = await pngPixels(composePng(uniformBackdrop(w, h, rgba), blocks.map((b) => drawInkPatch(b.list, K, b.x, b.y, w, h)!)));
      const css = `rgba(${rgba[0]}, ${rgba[1]}, ${rgba[2]}, ${rgba[3] / 255})`;
      const theirs = await drawnWhole(w, h, (ctx) => {
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, w, h);
      }, blocks);
      expectAlike(ours.data, theirs.data, String(rgba));
    }
  });

  it('keeps the stripes without ink of a kept backdrop compressed, and gives the same image', () => {
    const [w, h] = [700, 520];
    const paper = createCanvas(w, h);
    const ctx = paper.getContext('2d');
    ctx.fillStyle = '#fdfbf6';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#3060a0';
    ctx.fillRect(50, 400, 600, 60); // a picture's rows
    const pixels = ctx.getImageData(0, 0, w, h).data;
    const made: number[] = [];
    const segments: ZlibSegment[] = [];
    const kept = { ...imageBackdrop(w, h, pixels), stripes: { get: (s: number) => segments[s], set: (s: number, segment: ZlibSegment) => (made.push(s), (segments[s] = segment)) } };
    const plain = imageBackdrop(w, h, pixels);
    const small = drawInkPatch(note('e', 1), K, 30, 20, w, h)!; // on a few stripes
    const tall = { ...small, height: Math.min(h - small.y, 400), data: new Uint8ClampedArray(small.width * Math.min(h - small.y, 400) * 4) }; // on most (deflated a run of stripes at a time)
    tall.data.set(small.data.subarray(0, tall.data.length));
    for (const patches of [[small], [tall], [], [{ ...small, y: 200 }]]) {
      expect(stored(composePng(kept, patches)).equals(stored(composePng(plain, patches)))).toBe(true);
    }
    expect(made.length).toBeGreaterThan(0.6 * Math.ceil(h / STRIPE_ROWS));
    expect(new Set(made).size).toBe(made.length); // each compressed once
  });
});

