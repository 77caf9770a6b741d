/**
 * The glyphs traced from a sheet, as an OpenType (CFF) font made with opentype.js: each
 * character's first cell in the character map, its other cells as its stylistic alternates
 * (`salt`), which the engine takes as the letter's variants (fonts.ts). 1 mm of the template
 * is 125 units (its 4 mm x-height is 500 of the 1000 units of the em); the writer's baseline
 * is found from the letters that stand on it.
 */
// the package's main is a CommonJS build: its classes come as the default export's fields
import opentype from 'opentype.js';
import { BASELINE_CHARACTERS, CELL_BASELINE_MM, CELL_X_HEIGHT_MM } from '#shared/hand-template.ts';
import { type Contour, bounds } from './svg-path.ts';

export const UNITS_PER_MM = 125;
const SIDE_BEARING = 40;
const SPACE_ADVANCE = 320;
const { Font, Glyph, Path } = opentype;

export interface HandGlyph {
  char: string;
  /** Outlines in mm from the cell's top-left, y down; the cell's baseline is at CELL_BASELINE_MM. */
  contours: Contour[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/** How far below the printed baseline each glyph's own baseline is, mm (the writer's habit, and each letter standing on it). */
function baselineShifts(glyphs: readonly HandGlyph[]): number[] {
  const bottoms = glyphs.map((g) => (bounds(g.contours)?.maxY ?? CELL_BASELINE_MM) - CELL_BASELINE_MM);
  const standing = bottoms.filter((_, i) => BASELINE_CHARACTERS.has(glyphs[i]!.char));
  const habit = median(standing);
  return glyphs.map((g, i) => (BASELINE_CHARACTERS.has(g.char) && Math.abs(bottoms[i]! - habit) < 2 ? bottoms[i]! : habit));
}

/** Points along the outlines (eight a segment). */
function samples(contours: readonly Contour[]): [number, number][] {
  const out: [number, number][] = [];
  for (const c of contours) {
    let p0 = c.start;
    for (const [p1, p2, p3] of c.segs) {
      for (let i = 1; i <= 8; i++) {
        const t = i / 8;
        const u = 1 - t;
        out.push([u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0], u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]]);
      }
      p0 = p3;
    }
  }
  return out;
}

/**
 * The horizontal extent a letter takes in a line: a lowercase letter's body (its ink between
 * the baseline and the x-height), so that tails and loops (f, g, j, y) reach under and over
 * their neighbours as written; any other character's whole ink.
 */
function bodyExtent(g: HandGlyph, baseline: number, whole: { minX: number; maxX: number }): { minX: number; maxX: number } {
  if (!/^[a-z]$/.test(g.char)) return whole;
  const top = baseline - CELL_X_HEIGHT_MM - 0.5;
  const xs = samples(g.contours)
    .filter(([, y]) => y >= top && y <= baseline + 0.3)
    .map(([x]) => x);
  if (xs.length < 4) return whole;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  return maxX - minX > 0.25 * (whole.maxX - whole.minX) ? { minX, maxX } : whole;
}

export function buildHandFont(name: string, glyphs: readonly HandGlyph[]): Uint8Array {
  const shifts = baselineShifts(glyphs);
  const notdef = new Glyph({ name: '.notdef', advanceWidth: 500, path: new Path() });
  const space = new Glyph({ name: 'space', unicode: 32, advanceWidth: SPACE_ADVANCE, path: new Path() });
  const list: InstanceType<typeof Glyph>[] = [notdef, space];
  const byChar = new Map<string, number[]>();
  let ascender = 800;
  let descender = -250;
  glyphs.forEach((g, gi) => {
    const b = bounds(g.contours);
    if (!b) return;
    const baseline = CELL_BASELINE_MM + shifts[gi]!;
    const body = bodyExtent(g, baseline, b);
    const X = (x: number) => Math.round((x - body.minX) * UNITS_PER_MM + SIDE_BEARING);
    const Y = (y: number) => Math.round((baseline - y) * UNITS_PER_MM);
    const path = new Path();
    for (const c of g.contours) {
      path.moveTo(X(c.start[0]), Y(c.start[1]));
      for (const [p1, p2, p] of c.segs) path.curveTo(X(p1[0]), Y(p1[1]), X(p2[0]), Y(p2[1]), X(p[0]), Y(p[1]));
      path.close();
    }
    ascender = Math.max(ascender, Y(b.minY));
    descender = Math.min(descender, Y(b.maxY));
    const ids = byChar.get(g.char) ?? [];
    const cp = g.char.codePointAt(0)!;
    const glyph = new Glyph({
      name: ids.length === 0 ? `uni${cp.toString(16).toUpperCase().padStart(4, '0')}` : `uni${cp.toString(16).toUpperCase().padStart(4, '0')}.alt${ids.length}`,
      ...(ids.length === 0 ? { unicode: cp } : {}),
      advanceWidth: Math.round((body.maxX - body.minX) * UNITS_PER_MM + 2 * SIDE_BEARING),
      path,
    });
    ids.push(list.length);
    list.push(glyph);
    byChar.set(g.char, ids);
  });
  const font = new Font({ familyName: name, styleName: 'Regular', unitsPerEm: 1000, ascender, descender, glyphs: list, designer: name, description: 'A hand written on the Inkpost template', version: '1.0' });
  for (const ids of byChar.values()) {
    for (const id of ids) {
      const others = ids.filter((x) => x !== id);
      if (others.length) font.substitution.addAlternate('salt', { sub: id, by: others });
    }
  }
  return new Uint8Array(font.toArrayBuffer());
}
