import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { FontFamily } from '#shared/handwriting.ts';
import type { DisplayList } from './display-list.ts';
import { layoutHandwriting } from './layout.ts';
import { drawDisplayList } from './paint-png.ts';

/**
 * Separate pieces of ink (4-connected pixels above half coverage) in a 300 dpi render of
 * the outlines at full opacity: whether strokes meet, whatever the ink's density.
 */
function pieces(list: DisplayList): number {
  const k = 300 / 25.4;
  const w = Math.ceil(list.widthMm * k);
  const h = Math.ceil(list.heightMm * k);
  const c = createCanvas(w, h);
  const outlines = list.items.map((it) => ({ ...it, opacity: 1, shape: { ...it.shape, pools: undefined } }));
  drawDisplayList(c.getContext('2d'), { ...list, pen: null, items: outlines }, k);
  const alpha = c.getContext('2d').getImageData(0, 0, w, h).data;
  const seen = new Uint8Array(w * h);
  let count = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || alpha[start * 4 + 3]! < 128) continue;
    count++;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      for (const q of [p - 1, p + 1, p - w, p + w]) {
        if (q < 0 || q >= w * h || seen[q] || alpha[q * 4 + 3]! < 128) continue;
        if ((q === p - 1 && x === 0) || (q === p + 1 && x === w - 1)) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
  }
  return count;
}

describe('joined hands', () => {
  const words = 'running summer minimum';
  for (const family of ['Singh', 'Nightingale'] as FontFamily[]) {
    it(`${family}: letters stay joined through the variation`, () => {
      const opts = { content: words, widthMm: 120, heightMm: 20, paddingMm: 2, fontFamily: family, fontSizePt: 20 } as const;
      const plain = pieces(layoutHandwriting({ ...opts, variation: false }));
      for (const seed of ['j1', 'j2', 'j3', 'j4']) {
        expect(pieces(layoutHandwriting({ ...opts, seed })), `${family} ${seed}`).toBeLessThanOrEqual(plain);
      }
    });
  }
});
