// The tolerance of "the same card" (issue 44): an anti-aliased edge drawn less than a pixel apart
// is not a difference; ink that is missing, moved by pixels or recoloured is.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type Pixels, pixelDifference } from './card-equivalence.ts';

/** A 200 x 120 paper image with a navy disc and a bar, drawn at an offset and in a colour. */
function card(dx: number, dy: number, ink = '#15224a'): Pixels {
  const canvas = createCanvas(200, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fdfaf2';
  ctx.fillRect(0, 0, 200, 120);
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.arc(60 + dx, 60 + dy, 30.3, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillRect(120.4 + dx, 20.2 + dy, 50.5, 12.7);
  return { width: 200, height: 120, data: ctx.getImageData(0, 0, 200, 120).data };
}

describe('pixelDifference (card-equivalence.ts)', () => {
  it('counts nothing for the same image', () => {
    expect(pixelDifference(card(0, 0), card(0, 0))).toEqual({ maxLevel: 0, over: 0, different: 0 });
  });

  it('lets an anti-aliased edge a fraction of a pixel apart pass, though its pixels move by far more than 24 levels', () => {
    for (const [dx, dy] of [[0.4, 0], [0, 0.4], [0.45, -0.35]] as const) {
      const d = pixelDifference(card(0, 0), card(dx, dy));
      expect(d.over, `${dx},${dy}`).toBeGreaterThan(50);
      expect(d.maxLevel).toBeGreaterThan(60);
      expect(d.different, `${dx},${dy}`).toBe(0);
    }
  });

  it('counts ink moved by pixels, missing or recoloured', () => {
    expect(pixelDifference(card(0, 0), card(3, 0)).different).toBeGreaterThan(100);
    expect(pixelDifference(card(0, 0), card(0, -2)).different).toBeGreaterThan(100);
    expect(pixelDifference(card(0, 0), card(0, 0, '#fdfaf2')).different).toBeGreaterThan(2000);
    // a navy 40 levels lighter in blue: every pixel of the ink
    const d = pixelDifference(card(0, 0), card(0, 0, '#152272'));
    expect(d.different).toBeGreaterThan(2000);
  });
});
