import { describe, expect, it } from 'vitest';
import { findMarkers } from './find-markers.ts';
import { gray, type Gray } from './gray-image.ts';

const A4_RATIO = 267 / 180; // a marker rectangle's long side over its short side
const RELATIVE_SIZE = 10 / 180; // a marker's side over the rectangle's short side

/** White paper 1000 x 1400 px with a 60 px dark square at each corner of a 720 x 1068 px rectangle, hollow (a ring 12 px wide) or solid. */
function page(hollow: boolean): Gray {
  const g = gray(1000, 1400);
  g.data.fill(245);
  for (const [cx, cy] of [
    [140, 166],
    [860, 166],
    [860, 1234],
    [140, 1234],
  ] as const)
    for (let y = cy - 30; y < cy + 30; y++)
      for (let x = cx - 30; x < cx + 30; x++) {
        const inside = Math.min(x - (cx - 30), cx + 29 - x, y - (cy - 30), cy + 29 - y) >= 12;
        if (!hollow || !inside) g.data[y * g.width + x] = 20;
      }
  return g;
}

describe('findMarkers', () => {
  it('finds four solid corner squares', () => {
    const found = findMarkers(page(false), [A4_RATIO], RELATIVE_SIZE);
    expect(found?.map((m) => [Math.round(m.x), Math.round(m.y)]).sort()).toEqual([
      [140, 1234],
      [140, 166],
      [860, 1234],
      [860, 166],
    ]);
  });

  it('takes no hollow squares for markers (a letter o, a QR code finder ring)', () => {
    expect(findMarkers(page(true), [A4_RATIO], RELATIVE_SIZE)).toBeNull();
  });
});
