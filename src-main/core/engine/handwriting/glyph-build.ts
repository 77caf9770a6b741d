/**
 * Builds the outline actually drawn for one glyph variant and pen: the font's outline,
 * its letterform variation (perturb.ts), and the pen's varying width and pools
 * (pen-outline.ts), as one GlyphShape. Nodes move by the pen's offset and the stroke-end
 * shift, control points move with their node, then the whole outline is warped.
 */
import type { GlyphShape } from './display-list.ts';
import { fromContours } from './outline.ts';
import type { Contour, Segment } from './outline.ts';
import { analyseOutline } from './outline-analysis.ts';
import { letterDeformation } from './perturb.ts';
import { penOffsets, penPools } from './pen-outline.ts';
import type { PenSpec } from './pens.ts';

export interface GlyphBuild {
  /** Key of the result (equal keys, equal outlines). */
  key: string;
  /** Seed of this variant's variation. */
  seed: string;
  /** Letterform variation: false keeps the font's letterform (only the pen is applied). */
  deform: boolean;
  /** Strength of the letterform variation (1 = standard). */
  strength: number;
  /** The pen, or null for the font's own flat outline. */
  pen: PenSpec | null;
  /** A joined hand: entry and exit strokes keep their length. */
  keepJoins?: boolean;
}

export function buildGlyph(base: GlyphShape, b: GlyphBuild): GlyphShape {
  if (base.ops.length === 0 || (!b.deform && !b.pen)) return { ...base, key: b.key };
  const info = analyseOutline(base);
  const deformation = b.deform ? letterDeformation(info, base.bbox, b.seed, b.strength, b.keepJoins) : null;
  const offsets = b.pen ? penOffsets(info, b.pen, b.seed) : null;
  const warp = deformation ? deformation.warp : (x: number, y: number): [number, number] => [x, y];
  const contours: Contour[] = info.contours.map((segs, ci) => {
    const ns = info.nodes[ci]!;
    const moves = ns.map((n, ni) => {
      const d = offsets ? offsets[ci]![ni]! : 0;
      const [sx, sy] = deformation ? deformation.shift(ci, ni) : [0, 0];
      return [n.nx * d + sx, n.ny * d + sy] as const;
    });
    return segs.map((s, i): Segment => {
      const [ax, ay] = moves[i]!;
      const [bx, by] = moves[(i + 1) % segs.length]!;
      const p0 = warp(s[0] + ax, s[1] + ay);
      const c1 = warp(s[2] + ax, s[3] + ay);
      const c2 = warp(s[4] + bx, s[5] + by);
      const p3 = warp(s[6] + bx, s[7] + by);
      return [p0[0], p0[1], c1[0], c1[1], c2[0], c2[1], p3[0], p3[1]];
    });
  });
  const shape = fromContours(contours, b.key);
  if (b.pen) {
    const pools = penPools(info, b.pen, b.seed);
    info.spots.forEach((spot, k) => {
      const i = 4 * k;
      const [sx, sy] = deformation ? deformation.shift(spot.contour, spot.node) : [0, 0];
      const [x, y] = warp(pools[i]! + sx, pools[i + 1]! + sy);
      pools[i] = x;
      pools[i + 1] = y;
    });
    if (pools.length > 0) shape.pools = Float64Array.from(pools);
  }
  return shape;
}
