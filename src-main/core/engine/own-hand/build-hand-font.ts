/**
 * The glyphs traced from a sheet, as an OpenType (CFF) font made with opentype.js: each
 * character's first cell in the character map, its other cells as its alternates (`salt`, and
 * rotated by `calt`), which the engine takes as the letter's variants (fonts.ts); kerning from
 * the ink in GPOS (`kern`). 1 mm of the template
 * is 125 units (its 4 mm x-height is 500 of the 1000 units of the em); the writer's baseline
 * is found from the letters that stand on it.
 */
// the package's main is a CommonJS build: its classes come as the default export's fields
import opentype from 'opentype.js';
import { BASELINE_CHARACTERS, CELL_BASELINE_MM, CELL_X_HEIGHT_MM } from '#shared/hand-template.ts';
import { gposKernTable, withTable } from './gpos-kern.ts';
import { variantsGsub } from './gsub-variants.ts';
import { kerning, outlinePoints, profile, type SpacedChar } from './hand-spacing.ts';
import { type Contour, type Pt, bounds } from './svg-path.ts';

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

/**
 * The horizontal extent a letter takes in a line: a lowercase letter's body (its ink between
 * the baseline and the x-height), so that tails and loops (f, g, j, y) reach under and over
 * their neighbours as written; any other character's whole ink.
 */
function bodyExtent(g: HandGlyph, baseline: number, whole: { minX: number; maxX: number }): { minX: number; maxX: number } {
  if (!/^[a-z]$/.test(g.char)) return whole;
  const top = baseline - CELL_X_HEIGHT_MM - 0.5;
  const xs = outlinePoints(g.contours, 0.1)
    .filter(([, y]) => y >= top && y <= baseline + 0.3)
    .map(([x]) => x);
  if (xs.length < 4) return whole;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  return maxX - minX > 0.25 * (whole.maxX - whole.minX) ? { minX, maxX } : whole;
}

/** A glyph placed in font units: its outline and the width of its body. */
interface Placed {
  char: string;
  contours: Contour[];
  bodyWidth: number;
  top: number;
  bottom: number;
}

function place(g: HandGlyph, shift: number): Placed | null {
  const b = bounds(g.contours);
  if (!b) return null;
  const baseline = CELL_BASELINE_MM + shift;
  const body = bodyExtent(g, baseline, b);
  const map = ([x, y]: Pt): Pt => [(x - body.minX) * UNITS_PER_MM, (baseline - y) * UNITS_PER_MM];
  const contours = g.contours.map((c) => ({ start: map(c.start), segs: c.segs.map(([p1, p2, p]) => [map(p1), map(p2), map(p)] as [Pt, Pt, Pt]) }));
  return { char: g.char, contours, bodyWidth: (body.maxX - body.minX) * UNITS_PER_MM, top: (baseline - b.minY) * UNITS_PER_MM, bottom: (baseline - b.maxY) * UNITS_PER_MM };
}

const moved = (contours: readonly Contour[], dx: number): Contour[] => contours.map((c) => ({ start: [c.start[0] + dx, c.start[1]], segs: c.segs.map((seg) => seg.map(([x, y]) => [x + dx, y]) as [Pt, Pt, Pt]) }));

function glyphPath(contours: readonly Contour[]): InstanceType<typeof Path> {
  const path = new Path();
  const r = Math.round;
  for (const c of contours) {
    path.moveTo(r(c.start[0]), r(c.start[1]));
    for (const [p1, p2, p] of c.segs) path.curveTo(r(p1[0]), r(p1[1]), r(p2[0]), r(p2[1]), r(p[0]), r(p[1]));
    path.close();
  }
  return path;
}

/**
 * The font: every written variant of a character shares one advance (the median of their
 * bodies plus the side bearings) with its body centred in it, so that any variant can stand in
 * for another; kerning between characters comes from their ink (hand-spacing.ts, GPOS `kern`),
 * and the variants rotate by themselves (`calt`) or are picked by hand (`salt`).
 */
export function buildHandFont(name: string, glyphs: readonly HandGlyph[]): Uint8Array {
  const shifts = baselineShifts(glyphs);
  const byChar = new Map<string, Placed[]>();
  glyphs.forEach((g, gi) => {
    const p = place(g, shifts[gi]!);
    if (p) byChar.set(g.char, [...(byChar.get(g.char) ?? []), p]);
  });
  const notdef = new Glyph({ name: '.notdef', advanceWidth: 500, path: new Path() });
  const space = new Glyph({ name: 'space', unicode: 32, advanceWidth: SPACE_ADVANCE, path: new Path() });
  const list: InstanceType<typeof Glyph>[] = [notdef, space];
  const ids: number[][] = [];
  const spaced: SpacedChar[] = [];
  let ascender = 800;
  let descender = -250;
  for (const [char, placed] of byChar) {
    const advance = Math.round(median(placed.map((p) => p.bodyWidth)) + 2 * SIDE_BEARING);
    const hex = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const mine: number[] = [];
    const profiles = placed.map((p, i) => {
      const contours = moved(p.contours, (advance - p.bodyWidth) / 2);
      ascender = Math.max(ascender, Math.round(p.top));
      descender = Math.min(descender, Math.round(p.bottom));
      mine.push(list.length);
      list.push(new Glyph({ name: i === 0 ? `uni${hex}` : `uni${hex}.alt${i}`, ...(i === 0 ? { unicode: char.codePointAt(0)! } : {}), advanceWidth: advance, path: glyphPath(contours) }));
      return profile(contours);
    });
    ids.push(mine);
    spaced.push({ char, advance, variants: profiles });
  }
  const font = new Font({ familyName: name, styleName: 'Regular', unitsPerEm: 1000, ascender, descender, glyphs: list, designer: name, description: 'A hand written on the Inkpost template', version: '1.0' });
  const gsub = variantsGsub(ids, list.map((_, i) => i));
  if (gsub) font.tables.gsub = gsub;
  const kerns = kerning(spaced);
  const table = gposKernTable(
    ids,
    spaced.map((a) => spaced.map((b) => kerns.get(a.char)?.get(b.char) ?? 0)),
  );
  return withTable(new Uint8Array(font.toArrayBuffer()), 'GPOS', table);
}
