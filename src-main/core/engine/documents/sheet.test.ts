import { describe, expect, it } from 'vitest';
import { layoutHandwriting } from '../handwriting/index.ts';
import { pngPixels, pngSize } from '#core/test-support/png.ts';
import { type Sheet, sheetToPng } from './sheet.ts';

const A6 = { widthMm: 148, heightMm: 105, bleedMm: 3 };
const stampBox = { xMm: 122, yMm: 6, widthMm: 20, heightMm: 24 };
const note = (seed: string) => layoutHandwriting({ content: '<p>Dear Sam,</p><p>Thank you.</p>', widthMm: 60, heightMm: 40, paddingMm: 0, fontSizePt: 16, color: 'blue', seed });

const pixelAt = (p: { width: number; data: Uint8ClampedArray }, x: number, y: number) => Array.from(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4));

describe('sheetToPng', () => {
  it('previews the trimmed sheet at 300 dpi on paper, with its boxes and ink', async () => {
    const sheet: Sheet = { ...A6, boxes: [stampBox], blocks: [{ xMm: 8, yMm: 8, list: note('a') }] };
    const png = await sheetToPng(sheet);
    expect(pngSize(png)).toEqual({ width: 1748, height: 1240 });
    const pixels = await pngPixels(png);
    expect(pixelAt(pixels, 5, 5)).toEqual([0xfd, 0xfb, 0xf6, 255]); // paper
    const boxLeft = Math.round((stampBox.xMm * 300) / 25.4);
    expect(pixelAt(pixels, boxLeft, Math.round((20 * 300) / 25.4))[0]).toBeLessThan(0xc0); // the box's grey line
    let inkPixels = 0;
    for (let y = 94; y < 94 + 470; y++) for (let x = 94; x < 94 + 700; x++) if (pixelAt(pixels, x, y)[2]! - pixelAt(pixels, x, y)[0]! > 40) inkPixels++;
    expect(inkPixels).toBeGreaterThan(2000); // blue ink where the note is
  });

  it('gives every recipient the same blank side, painted once', async () => {
    const blank: Sheet = { ...A6, boxes: [], blocks: [] };
    const first = await sheetToPng(blank);
    const again = await sheetToPng({ ...blank });
    expect(again).toBe(first);
    const withBox = await sheetToPng({ ...blank, boxes: [stampBox] });
    expect(withBox).not.toBe(first);
    expect(withBox.equals(first)).toBe(false);
  });

  it('paints each sheet with handwriting anew', async () => {
    const a = await sheetToPng({ ...A6, boxes: [], blocks: [{ xMm: 8, yMm: 8, list: note('a') }] });
    const b = await sheetToPng({ ...A6, boxes: [], blocks: [{ xMm: 8, yMm: 8, list: note('b') }] });
    expect(a.equals(b)).toBe(false);
  });
});
