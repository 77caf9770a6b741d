import { describe, expect, it } from 'vitest';
import { SQR_CORNER_DOT_TYPES, SQR_CORNER_SQUARE_TYPES, SQR_DOTS_TYPES } from '#shared/schemas/smart-qr.ts';
import { circlePath, roundedRectPath } from '#core/engine/qr/qr-shapes.ts';
import { renderQrSvg } from '#core/engine/qr/qr-svg.ts';
import { svgPathToPdf } from './svg-path-pdf.ts';

type Point = [number, number];
type Segment = { op: 'm' | 'l'; to: Point } | { op: 'c'; from: Point; c1: Point; c2: Point; to: Point } | { op: 'h' };

/** The PDF operators back as segments (each cubic with the point it starts from). */
function segments(ops: string): Segment[] {
  let at: Point = [0, 0];
  return ops
    .trim()
    .split('\n')
    .map((line): Segment => {
      const words = line.split(' ');
      const op = words.pop();
      const v = words.map(Number);
      expect(v.every(Number.isFinite), line).toBe(true);
      if (op === 'h') return { op };
      if (op === 'c') {
        const s: Segment = { op, from: at, c1: [v[0]!, v[1]!], c2: [v[2]!, v[3]!], to: [v[4]!, v[5]!] };
        at = s.to;
        return s;
      }
      if (op !== 'm' && op !== 'l') throw new Error(`unexpected operator in ${line}`);
      at = [v[0]!, v[1]!];
      return { op, to: at };
    });
}

function bezier(s: Extract<Segment, { op: 'c' }>, t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * s.from[0] + b * s.c1[0] + c * s.c2[0] + d * s.to[0], a * s.from[1] + b * s.c1[1] + c * s.c2[1] + d * s.to[1]];
}

const T = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1];
// A quarter turn as one cubic strays 2.7e-4 of the radius from the circle, and pdfNumber rounds to 1e-4.
const TOLERANCE = 1e-3;

/**
 * Checks that a cubic runs on the circle (every sampled point within TOLERANCE * r of it) and answers
 * the angle it turns, signed as SVG's sweep (positive: the angle grows, sweep flag 1).
 */
function turnOnCircle(s: Extract<Segment, { op: 'c' }>, [cx, cy]: Point, r: number): number {
  let turned = 0;
  let last: number | undefined;
  for (const t of T) {
    const [x, y] = bezier(s, t);
    expect(Math.abs(Math.hypot(x - cx, y - cy) - r), `point at t=${t}`).toBeLessThan(TOLERANCE * r);
    const angle = Math.atan2(y - cy, x - cx);
    if (last !== undefined) turned += Math.atan2(Math.sin(angle - last), Math.cos(angle - last));
    last = angle;
  }
  return turned;
}

const expectPoint = (p: Point, q: Point): void => {
  expect(p[0]).toBeCloseTo(q[0], 4);
  expect(p[1]).toBeCloseTo(q[1], 4);
};

describe('svgPathToPdf', () => {
  it.each([
    [3.5, 3.5, 3.5, true],
    [3.5, 3.5, 2.5, false],
    [10.5, 4.5, 0.5, true],
    [5, 5, 1.65, false],
  ])('draws circlePath(%d, %d, %d, clockwise %s) as quarter-turn cubics on the circle, turning its way', (cx, cy, r, clockwise) => {
    const s = segments(svgPathToPdf(circlePath(cx, cy, r, clockwise)));
    expect(s.map((x) => x.op).join('')).toBe('mcccch'); // two half turns, two cubics each
    expectPoint((s[0] as { to: Point }).to, [cx - r, cy]);
    const sign = clockwise ? 1 : -1; // sweep flag 1: the angle grows (clockwise on a y-down page)
    for (const c of s.slice(1, 5)) expect(turnOnCircle(c as Extract<Segment, { op: 'c' }>, [cx, cy], r)).toBeCloseTo(sign * (Math.PI / 2), 3);
    expectPoint((s[2] as { to: Point }).to, [cx + r, cy]);
    expectPoint((s[4] as { to: Point }).to, [cx - r, cy]);
  });

  it('draws roundedRectPath with its edges ending where the SVG says and each corner one quarter-turn cubic', () => {
    // x 2, y 3, 5 wide, 4 high; radii top-left 1, top-right 0.5, bottom-right 0 (square), bottom-left 2
    const s = segments(svgPathToPdf(roundedRectPath(2, 3, 5, 4, [1, 0.5, 0, 2])));
    expect(s.map((x) => x.op).join('')).toBe('mlcllclch');
    const ends: Point[] = [
      [3, 3],
      [6.5, 3], // top edge
      [7, 3.5], // top-right arc
      [7, 7], // right edge, down to the square corner
      [4, 7], // bottom edge
      [2, 5], // bottom-left arc
      [2, 4], // left edge
      [3, 3], // top-left arc
    ];
    ends.forEach((p, i) => expectPoint((s[i] as { to: Point }).to, p));
    const corners: [number, Point, number][] = [
      [2, [6.5, 3.5], 0.5],
      [5, [4, 5], 2],
      [7, [3, 4], 1],
    ];
    for (const [i, centre, r] of corners) expect(turnOnCircle(s[i] as Extract<Segment, { op: 'c' }>, centre, r)).toBeCloseTo(Math.PI / 2, 3);
  });

  it('reads relative h and v as qr-svg.ts writes a run of square modules', () => {
    expect(svgPathToPdf('M12 7h3v1h-3Z')).toBe('12 7 m\n15 7 l\n15 8 l\n12 8 l\nh\n');
    // after Z the current point is the subpath's start again
    expect(svgPathToPdf('M1 1h2v2h-2Zh1V0.5')).toBe('1 1 m\n3 1 l\n3 3 l\n1 3 l\nh\n2 1 l\n2 0.5 l\n');
  });

  it.each([
    ['a lowercase arc', 'M0 0a1 1 0 0 1 2 0'],
    ['a smooth cubic', 'M0 0C1 1 2 2 3 3S4 4 5 5'],
    ['a relative move', 'M0 0m1 1'],
    ['a missing number', 'M0 0L1'],
    ['a word for a number', 'M0 0L1 x'],
    ['a bad arc flag', 'M0 0A1 1 0 2 1 2 0'],
    ['a missing arc flag', 'M0 0A1 1 0 1'],
  ])('throws on %s', (_, d) => {
    expect(() => svgPathToPdf(d)).toThrow();
  });

  const styles = SQR_DOTS_TYPES.flatMap((dotsType) => SQR_CORNER_SQUARE_TYPES.flatMap((cornerSquareType) => SQR_CORNER_DOT_TYPES.map((cornerDotType) => ({ dotsType, cornerSquareType, cornerDotType }))));
  // 15 mm and 8 mm: under SMALL_MODULE_MM a module's corners are drawn otherwise (qr-shapes.ts)
  it.each(styles)('converts every path of renderQrSvg with %o', (style) => {
    for (const sizeMm of [15, 8]) {
      const paths = [...renderQrSvg('https://inkpost.test/q/r_8f3k2/hero', { ...style, sizeMm }).matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!);
      expect(paths).toHaveLength(2);
      for (const d of paths) {
        const s = segments(svgPathToPdf(d));
        // one subpath and one close for each M and Z of the SVG
        expect(s.filter((x) => x.op === 'm')).toHaveLength(d.split('M').length - 1);
        expect(s.filter((x) => x.op === 'h')).toHaveLength(d.split('Z').length - 1);
      }
    }
  });

  it('hands each whole circle to `circle` and fills the other segments before it and at the end', () => {
    const d = `M3 3h2v1h-2Z${circlePath(7.5, 3.5, 0.5)}${circlePath(9.5, 3.5, 0.5, false)}M10 3h1v1h-1Z`;
    const dots: number[][] = [];
    const out = svgPathToPdf(d, (cx, cy, r) => {
      dots.push([cx, cy, r]);
      return 'DOT\n';
    });
    expect(dots).toEqual([
      [7.5, 3.5, 0.5],
      [9.5, 3.5, 0.5],
    ]);
    expect(out).toBe('3 3 m\n5 3 l\n5 4 l\n3 4 l\nh\nf\nDOT\nDOT\n10 3 m\n11 3 l\n11 4 l\n10 4 l\nh\nf\n');
    // without it, the same circles as cubics
    expect(svgPathToPdf(d)).not.toContain('DOT');
  });
});
