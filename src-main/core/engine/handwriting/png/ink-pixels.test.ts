import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readInkPixels, releaseInkPatches } from './ink-pixels.ts';

describe('ink pixels', () => {
  it('reads the pixels getImageData answers, straight alpha, into memory of their own that can be given back at once', () => {
    const canvas = createCanvas(40, 30);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgba(200, 100, 50, 0.5)';
    ctx.fillRect(5, 5, 20, 10);
    const pixels = readInkPixels(ctx, 2, 3, 30, 20);
    expect([...pixels]).toEqual([...ctx.getImageData(2, 3, 30, 20).data]);
    expect(pixels.buffer.byteLength).toBe(30 * 20 * 4);
    const patch = { x: 0, y: 0, width: 30, height: 20, data: pixels };
    releaseInkPatches([patch]);
    expect(patch.data.byteLength).toBe(0); // given back: nothing may read it after
  });
});
