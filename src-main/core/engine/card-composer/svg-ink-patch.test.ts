import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { layoutBlock } from '#core/engine/handwriting/write-block.ts';
import { drawItems, svgInkPatches } from './svg-ink-patch.ts';

/** A block of tight lines in a pen that pools: pools near a line's edge can reach the next line's ink. */
const list = layoutBlock({
  id: 'message',
  content: '<p>Dear Margaret, thank you for the lovely afternoon.</p><p>Gardens, jam, a long quiet walk by the river, and you.</p><p>Yours, gladly: Tom</p>',
  widthMm: 90,
  heightMm: 60,
  font: 'Knowles',
  ink: 'blue',
  pen: 'fountain',
  sizePt: 16,
  lineSpacing: 0.9,
  align: 'left',
  valign: 'top',
  shrink: false,
  seed: 'svg-ink-patch-test',
});
const PX_PER_MM = 300 / 25.4;

describe('svgInkPatches', () => {
  it('draws each band of lines on a canvas a line high, with the pixels of the block drawn whole', () => {
    const [width, height] = [1240, 874];
    const [xPx, yPx] = [83.5, 61.25];
    const patches = svgInkPatches(list, PX_PER_MM, xPx, yPx, width, height);
    expect(patches.length).toBeGreaterThan(3);
    expect(list.items.some((it) => (it.shape.pools?.length ?? 0) > 0)).toBe(true);
    const whole = createCanvas(width, height).getContext('2d');
    drawItems(whole, list.items, PX_PER_MM, xPx, yPx);
    let bytes = 0;
    let differing = 0;
    let largest = 0;
    let patchAlpha = 0;
    for (const patch of patches) {
      expect(patch.height).toBeLessThan(150); // a line's height, not the block's (500 px)
      const expected = whole.getImageData(patch.x, patch.y, patch.width, patch.height).data;
      for (let i = 0; i < expected.length; i++) {
        const d = Math.abs(expected[i]! - patch.data[i]!);
        if (d > 0) differing++;
        largest = Math.max(largest, d);
      }
      for (let i = 3; i < patch.data.length; i += 4) patchAlpha += patch.data[i]!;
      bytes += expected.length;
    }
    // The same drawing at another canvas origin: Skia rounds the shifted coordinates to float, so an
    // edge pixel's anti-aliasing can move by a sample or two (1/16 of coverage each), nothing more.
    expect(largest).toBeLessThanOrEqual(40);
    expect(differing / bytes).toBeLessThan(0.002);
    // and no ink is left out: the patches hold the block's ink (its summed alpha) to within that rounding
    const all = whole.getImageData(0, 0, width, height).data;
    let wholeAlpha = 0;
    for (let i = 3; i < all.length; i += 4) wholeAlpha += all[i]!;
    expect(Math.abs(patchAlpha - wholeAlpha) / wholeAlpha).toBeLessThan(0.001);
  });
});
