/**
 * Separate marks of ink in a rendered line of writing, and the gaps between neighbouring
 * letters: how a person checks that no two letters touch and that the spacing looks written.
 * Ink is any pixel clearly darker than white paper (composited over white).
 */
import { components } from '#core/engine/own-hand/components.ts';
import { pngPixels } from './png.ts';

export interface InkMark {
  area: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** The mark's edge pixels, for distances to its neighbours. */
  edge: [number, number][];
}

/** Visible ink: anything clearly darker than the paper (a pen's grain lightens ink, it does not cut it). */
const INK_BELOW = 200;
/** Pieces of ink under 0.03 mm² (dust, a pen's grain) are not marks. */
const SPECK_MM2 = 0.03;

export async function inkMarks(png: Buffer, dpi = 300): Promise<InkMark[]> {
  const { width, height, data } = await pngPixels(png);
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const a = data[i * 4 + 3]! / 255;
    const lum = (0.3 * data[i * 4]! + 0.59 * data[i * 4 + 1]! + 0.11 * data[i * 4 + 2]!) * a + 255 * (1 - a);
    mask[i] = lum < INK_BELOW ? 1 : 0;
  }
  const { labels, list } = components(mask, width, height);
  const minArea = SPECK_MM2 * (dpi / 25.4) ** 2;
  const kept = new Map<number, InkMark>();
  for (const c of list) if (c.area >= minArea) kept.set(c.label, { area: c.area, minX: c.minX, maxX: c.maxX, minY: c.minY, maxY: c.maxY, edge: [] });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const m = kept.get(labels[y * width + x]!);
      if (!m) continue;
      const inside = x > 0 && y > 0 && x < width - 1 && y < height - 1 && mask[y * width + x - 1] && mask[y * width + x + 1] && mask[(y - 1) * width + x] && mask[(y + 1) * width + x];
      if (!inside) m.edge.push([x, y]);
    }
  }
  return [...kept.values()];
}

/** The shortest distance between the ink of two marks, px. */
function distance(a: InkMark, b: InkMark): number {
  let best = Infinity;
  for (const [ax, ay] of a.edge) for (const [bx, by] of b.edge) best = Math.min(best, (ax - bx) ** 2 + (ay - by) ** 2);
  return Math.sqrt(best);
}

/**
 * The gaps (mm) between neighbouring letters of one written word: its marks left to right,
 * less the dots of i and j (marks under a sixth of the median mark's area).
 */
export function letterGaps(marks: readonly InkMark[], dpi = 300): number[] {
  const areas = marks.map((m) => m.area).sort((a, b) => a - b);
  const median = areas[Math.floor(areas.length / 2)] ?? 0;
  const letters = marks.filter((m) => m.area >= median / 6).sort((a, b) => a.minX + a.maxX - (b.minX + b.maxX));
  const gaps: number[] = [];
  for (let i = 1; i < letters.length; i++) gaps.push((distance(letters[i - 1]!, letters[i]!) * 25.4) / dpi);
  return gaps;
}

/** The marks a person expects of a text: one per letter or digit, two for i and j. */
export function expectedMarks(text: string): number {
  return [...text].reduce((n, ch) => n + (/[ij]/.test(ch) ? 2 : /[\p{L}\p{N}]/u.test(ch) ? 1 : 0), 0);
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
