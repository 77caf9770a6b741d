/**
 * Letter spacing of a hand, measured from its ink: each glyph's left and right edge in
 * horizontal bands (its profile), and a kerning value for every pair of characters that puts
 * their written variants at the optical gap of an unjoined hand (the mean distance across the
 * x-height band) and never closer than a hard minimum anywhere, whichever variant the writer's
 * alternates or the engine pick for each. Font units: the x-height is 500, y up.
 */
import type { Contour, Pt } from './svg-path.ts';

export const X_HEIGHT_UNITS = 500;
const BAND = 20;
const BOTTOM = -500;
const BANDS = 80; // -500 ... 1100 units
/**
 * The gaps a person leaves between unjoined letters, from writers measured at the template's
 * size (docs/handwriting.md, "Spacing"): about a fifth of the x-height across the letter's body;
 * never under a seventh anywhere, so the engine's per-letter turn, size and pen do not make two
 * letters touch. A band where one letter has no ink counts as open (OPEN).
 */
export const OPTICAL_GAP = 0.2 * X_HEIGHT_UNITS;
export const MIN_GAP = 0.2 * X_HEIGHT_UNITS;
const OPEN = 0.6 * X_HEIGHT_UNITS;
const OPTICAL_FROM = Math.floor((0 - BOTTOM) / BAND);
const OPTICAL_TO = Math.ceil((X_HEIGHT_UNITS - BOTTOM) / BAND);

/** A glyph's ink, band by band: leftmost and rightmost x (NaN where the band has none). */
export interface Profile {
  left: Float64Array;
  right: Float64Array;
}

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0], u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]];
}

/** Points along outlines, no two further apart than about a quarter of a band. */
export function outlinePoints(contours: readonly Contour[], step = BAND / 4): Pt[] {
  const out: Pt[] = [];
  for (const c of contours) {
    let p0 = c.start;
    for (const [p1, p2, p3] of c.segs) {
      const reach = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) + Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) + Math.hypot(p3[0] - p2[0], p3[1] - p2[1]);
      const n = Math.max(2, Math.ceil(reach / step));
      for (let i = 1; i <= n; i++) out.push(cubic(p0, p1, p2, p3, i / n));
      p0 = p3;
    }
  }
  return out;
}

/** The profile of outlines in font units (y up, origin on the baseline). */
export function profile(contours: readonly Contour[]): Profile {
  const left = new Float64Array(BANDS).fill(NaN);
  const right = new Float64Array(BANDS).fill(NaN);
  for (const [x, y] of outlinePoints(contours)) {
    const b = Math.floor((y - BOTTOM) / BAND);
    if (b < 0 || b >= BANDS) continue;
    if (!(left[b]! <= x)) left[b] = x;
    if (!(right[b]! >= x)) right[b] = x;
  }
  return { left, right };
}

/**
 * How far `b` must move (font units, + apart) after the advance of `a` so that their ink is
 * at least MIN_GAP apart in every band (`hard`) and OPTICAL_GAP apart on average across the
 * x-height band (`optical`).
 */
export function pairNeeds(a: Profile, advanceA: number, b: Profile): { hard: number; optical: number } {
  let closest = Infinity;
  const across: number[] = [];
  for (let k = 0; k < BANDS; k++) {
    const gap = advanceA + b.left[k]! - a.right[k]!;
    if (!Number.isNaN(gap)) closest = Math.min(closest, gap);
    if (k >= OPTICAL_FROM && k < OPTICAL_TO) across.push(Number.isNaN(gap) ? Infinity : gap);
  }
  const hard = Number.isFinite(closest) ? MIN_GAP - closest : -Infinity;
  // the shift that makes the mean of min(gap + shift, OPEN) the optical gap (monotone: bisection)
  const mean = (shift: number) => across.reduce((s, g) => s + Math.min(g + shift, OPEN), 0) / across.length;
  let optical = -Infinity;
  if (across.some(Number.isFinite)) {
    let lo = -2 * X_HEIGHT_UNITS;
    let hi = 2 * X_HEIGHT_UNITS;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (mean(mid) < OPTICAL_GAP) lo = mid;
      else hi = mid;
    }
    optical = (lo + hi) / 2;
  }
  return { hard, optical };
}

export interface SpacedChar {
  char: string;
  advance: number;
  /** The profiles of its written variants, in the glyph's own frame. */
  variants: Profile[];
}

/**
 * Kerning between every two characters (left, right) of a hand, font units: the larger of the
 * worst hard need over their variants' pairs and the mean optical need, so that any variant may
 * follow any other. Values under 4 units are left out.
 */
export function kerning(chars: readonly SpacedChar[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const a of chars) {
    const row = new Map<string, number>();
    for (const b of chars) {
      let hard = -Infinity;
      let optical = 0;
      let counted = 0;
      for (const pa of a.variants) {
        for (const pb of b.variants) {
          const need = pairNeeds(pa, a.advance, pb);
          hard = Math.max(hard, need.hard);
          if (Number.isFinite(need.optical)) {
            optical += need.optical;
            counted++;
          }
        }
      }
      const value = Math.max(hard, counted ? optical / counted : -Infinity);
      // never pull a letter back over more than half of the one before it
      const kern = Math.round(Math.max(value, -a.advance / 2));
      if (Number.isFinite(kern) && Math.abs(kern) >= 4) row.set(b.char, kern);
    }
    out.set(a.char, row);
  }
  return out;
}
