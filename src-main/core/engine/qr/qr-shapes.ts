// Path geometry of styled QR modules, in module units (one module = 1).
import type { SqrCornerDotType, SqrCornerSquareType, SqrDotsType } from '#shared/schemas/smart-qr.ts';

export interface Neighbours {
  top: boolean;
  right: boolean;
  bottom: boolean;
  left: boolean;
}

/** Corner radii of one module: top-left, top-right, bottom-right, bottom-left. */
export type Radii = [number, number, number, number];

export function fmt(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/**
 * Corner radii of a dark module for a dots type. A corner is "exposed" when
 * neither module beside it on its two sides is dark; only exposed corners round:
 * - rounded: exposed corners r 0.5 (an isolated module is a circle)
 * - extra-rounded: like rounded, but a lone exposed corner takes r 1 (quarter circle)
 * - classy: only the top-left and bottom-right corners round, r 0.5
 * - classy-rounded: only the top-left and bottom-right corners round, r 1 (leaf)
 */
export function moduleRadii(type: Exclude<SqrDotsType, 'dots'>, n: Neighbours): Radii {
  const exposed = [!n.top && !n.left, !n.top && !n.right, !n.bottom && !n.right, !n.bottom && !n.left];
  const r = (i: number, radius: number): number => (exposed[i] ? radius : 0);
  switch (type) {
    case 'square':
      return [0, 0, 0, 0];
    case 'rounded':
      return [r(0, 0.5), r(1, 0.5), r(2, 0.5), r(3, 0.5)];
    case 'extra-rounded': {
      const big = exposed.filter(Boolean).length === 1 ? 1 : 0.5;
      return [r(0, big), r(1, big), r(2, big), r(3, big)];
    }
    case 'classy':
      return [r(0, 0.5), 0, r(2, 0.5), 0];
    case 'classy-rounded':
      return [r(0, 1), 0, r(2, 1), 0];
  }
}

/** A w x h box at (x, y) with per-corner radii, clockwise. */
export function roundedRectPath(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: Radii): string {
  let d = `M${fmt(x + tl)} ${fmt(y)}H${fmt(x + w - tr)}`;
  if (tr > 0) d += `A${fmt(tr)} ${fmt(tr)} 0 0 1 ${fmt(x + w)} ${fmt(y + tr)}`;
  d += `V${fmt(y + h - br)}`;
  if (br > 0) d += `A${fmt(br)} ${fmt(br)} 0 0 1 ${fmt(x + w - br)} ${fmt(y + h)}`;
  d += `H${fmt(x + bl)}`;
  if (bl > 0) d += `A${fmt(bl)} ${fmt(bl)} 0 0 1 ${fmt(x)} ${fmt(y + h - bl)}`;
  d += `V${fmt(y + tl)}`;
  if (tl > 0) d += `A${fmt(tl)} ${fmt(tl)} 0 0 1 ${fmt(x + tl)} ${fmt(y)}`;
  return `${d}Z`;
}

/** Same box, counter-clockwise (a hole under the nonzero rule). */
function roundedRectPathReverse(x: number, y: number, w: number, h: number, r: number): string {
  let d = `M${fmt(x + r)} ${fmt(y)}`;
  if (r > 0) d += `A${fmt(r)} ${fmt(r)} 0 0 0 ${fmt(x)} ${fmt(y + r)}`;
  d += `V${fmt(y + h - r)}`;
  if (r > 0) d += `A${fmt(r)} ${fmt(r)} 0 0 0 ${fmt(x + r)} ${fmt(y + h)}`;
  d += `H${fmt(x + w - r)}`;
  if (r > 0) d += `A${fmt(r)} ${fmt(r)} 0 0 0 ${fmt(x + w)} ${fmt(y + h - r)}`;
  d += `V${fmt(y + r)}`;
  if (r > 0) d += `A${fmt(r)} ${fmt(r)} 0 0 0 ${fmt(x + w - r)} ${fmt(y)}`;
  return `${d}Z`;
}

export function circlePath(cx: number, cy: number, r: number, clockwise = true): string {
  const s = clockwise ? 1 : 0;
  return `M${fmt(cx - r)} ${fmt(cy)}A${fmt(r)} ${fmt(r)} 0 1 ${s} ${fmt(cx + r)} ${fmt(cy)}A${fmt(r)} ${fmt(r)} 0 1 ${s} ${fmt(cx - r)} ${fmt(cy)}Z`;
}

/**
 * Modules under this size (4 pixels at 300 dpi) are small: a finder there is a few
 * pixels a run, and anti-aliasing blurs the edges of a tightly rounded ring.
 */
export const SMALL_MODULE_MM = 0.34;

/**
 * Corner radii of the extra-rounded ring: outer, and of the hole. Along a
 * diagonal a ring rounded by r outside and r - 1 inside is 1 module thick instead
 * of 1.41 (0.71 of a diagonal module), and its hole reaches a third of a module
 * closer to the centre: at a few pixels a module that thin ring and gap blur away,
 * and jsQR (which checks the rhythm along both diagonals) loses the finder. Small
 * modules take 1.5 and 1: still plainly rounded, 1.21 modules thick along the diagonal.
 */
const EXTRA_ROUNDED_RING = { normal: [2.5, 1.5], small: [1.5, 1] } as const;

/** The 7x7 ring of a finder pattern whose top-left module is (x, y); `moduleMm` is the printed module size. */
export function cornerSquarePath(type: SqrCornerSquareType, x: number, y: number, moduleMm = Infinity): string {
  switch (type) {
    case 'square':
      return roundedRectPath(x, y, 7, 7, [0, 0, 0, 0]) + roundedRectPathReverse(x + 1, y + 1, 5, 5, 0);
    case 'extra-rounded': {
      const [outer, inner] = EXTRA_ROUNDED_RING[moduleMm < SMALL_MODULE_MM ? 'small' : 'normal'];
      return roundedRectPath(x, y, 7, 7, [outer, outer, outer, outer]) + roundedRectPathReverse(x + 1, y + 1, 5, 5, inner);
    }
    case 'dot':
      return circlePath(x + 3.5, y + 3.5, 3.5) + circlePath(x + 3.5, y + 3.5, 2.5, false);
  }
}

/**
 * The 3x3 centre of a finder pattern whose top-left module is (x, y), drawn to
 * suit its ring. Scanners check a finder's 1:1:3:1:1 rhythm across it, and jsQR
 * along both diagonals too (it ranks finders by how well all four lines keep the
 * rhythm), so a centre whose shape differs from its ring's keeps that rhythm only
 * if it is reshaped a little: a dot in an extra-rounded ring is slightly larger
 * (r 1.65 instead of 1.5); a dot in a square ring is a square with corners rounded
 * by 0.6 module (a circle is too short along the ring's diagonals; with corners
 * rounded by 1, jsQR missed 5 of 360 such codes in one frame, with 0.6 none of the
 * same 360); a square in a round ring has corners rounded by 1.25 (a squarer one
 * leaves too thin a gap along the ring's diagonals: 1 % unread by jsQR at 10 mm
 * with 0.75, 0.27 % with 1.25), in an extra-rounded ring by 0.5. With modules
 * under SMALL_MODULE_MM a dot in an extra-rounded ring is a 3-module square with
 * corners rounded by 0.9: the enlarged circle leaves gaps of 0.85 module along rows
 * and columns, 2 pixels at 10 mm, which ZXing's row scan (half a module of
 * tolerance a run) loses to anti-aliasing; the rounded square keeps gaps of 1 and
 * reaches further along the diagonals than the circle did.
 * Measured in qr-single-frame.test.ts and docs/html-rendering.md.
 */
export function cornerDotPath(type: SqrCornerDotType, x: number, y: number, ring: SqrCornerSquareType = 'square', moduleMm = Infinity): string {
  if (type === 'dot' && ring === 'extra-rounded' && moduleMm < SMALL_MODULE_MM) return roundedRectPath(x + 2, y + 2, 3, 3, [DOT_SMALL_RADIUS, DOT_SMALL_RADIUS, DOT_SMALL_RADIUS, DOT_SMALL_RADIUS]);
  if (type === 'dot' && ring !== 'square') return circlePath(x + 3.5, y + 3.5, DOT_CENTRE_RADIUS[ring]);
  const r = type === 'dot' ? DOT_IN_SQUARE_RING_RADIUS : SQUARE_CENTRE_RADIUS[ring];
  return roundedRectPath(x + 2, y + 2, 3, 3, [r, r, r, r]);
}

const DOT_CENTRE_RADIUS: Record<Exclude<SqrCornerSquareType, 'square'>, number> = { dot: 1.5, 'extra-rounded': 1.65 };
const DOT_IN_SQUARE_RING_RADIUS = 0.6;
const DOT_SMALL_RADIUS = 0.9;
const SQUARE_CENTRE_RADIUS: Record<SqrCornerSquareType, number> = { dot: 1.25, square: 0, 'extra-rounded': 0.5 };
