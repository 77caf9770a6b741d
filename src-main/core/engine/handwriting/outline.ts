/**
 * Glyph outlines as closed contours of cubic segments, the form the ink and letterform
 * variation work on: every point of the outline belongs to a node (a segment's start),
 * and a segment's first control point moves with its start node, the second with its
 * end node, so moving nodes keeps the curves smooth.
 */
import type { GlyphShape } from './display-list.ts';
import { OP_CLOSE, OP_CUBIC, OP_LINE, OP_MOVE, OP_QUAD } from './display-list.ts';

/** One cubic: start (x0, y0), controls (x1, y1) and (x2, y2), end (x3, y3). */
export type Segment = [number, number, number, number, number, number, number, number];
/** A closed contour: segment i ends where segment i + 1 starts (the last ends at the first's start). */
export type Contour = Segment[];

/** The shape's outline as closed cubic contours (quadratics raised exactly, lines as straight cubics). */
export function toContours(ops: Float64Array | Float32Array): Contour[] {
  const out: Contour[] = [];
  let cur: Contour = [];
  let sx = 0;
  let sy = 0;
  let x = 0;
  let y = 0;
  const line = (tx: number, ty: number): void => {
    if (tx === x && ty === y) return;
    cur.push([x, y, x + (tx - x) / 3, y + (ty - y) / 3, x + (2 * (tx - x)) / 3, y + (2 * (ty - y)) / 3, tx, ty]);
    x = tx;
    y = ty;
  };
  const close = (): void => {
    line(sx, sy);
    if (cur.length > 0) out.push(cur);
    cur = [];
  };
  let i = 0;
  while (i < ops.length) {
    const op = ops[i];
    if (op === OP_MOVE) {
      if (cur.length > 0) close();
      x = sx = ops[i + 1]!;
      y = sy = ops[i + 2]!;
      i += 3;
    } else if (op === OP_LINE) {
      line(ops[i + 1]!, ops[i + 2]!);
      i += 3;
    } else if (op === OP_QUAD) {
      const qx = ops[i + 1]!;
      const qy = ops[i + 2]!;
      const tx = ops[i + 3]!;
      const ty = ops[i + 4]!;
      cur.push([x, y, x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), tx + (2 / 3) * (qx - tx), ty + (2 / 3) * (qy - ty), tx, ty]);
      x = tx;
      y = ty;
      i += 5;
    } else if (op === OP_CUBIC) {
      cur.push([x, y, ops[i + 1]!, ops[i + 2]!, ops[i + 3]!, ops[i + 4]!, ops[i + 5]!, ops[i + 6]!]);
      x = ops[i + 5]!;
      y = ops[i + 6]!;
      i += 7;
    } else {
      close();
      x = sx;
      y = sy;
      i += 1;
    }
  }
  if (cur.length > 0) close();
  return out;
}

type Point = readonly [number, number];
const midpoint = (p: Point, q: Point): Point => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];

/** The two halves of a cubic split at t = 0.5 (de Casteljau). */
function halves(s: Segment): [Segment, Segment] {
  const p0: Point = [s[0], s[1]];
  const p1: Point = [s[2], s[3]];
  const p2: Point = [s[4], s[5]];
  const p3: Point = [s[6], s[7]];
  const a = midpoint(p0, p1);
  const b = midpoint(p1, p2);
  const c = midpoint(p2, p3);
  const d = midpoint(a, b);
  const e = midpoint(b, c);
  const m = midpoint(d, e);
  return [
    [...p0, ...a, ...d, ...m],
    [...m, ...e, ...c, ...p3],
  ];
}

/** Splits segments (at t = 0.5) until none is longer than maxLen: more nodes where the pen's width can change. */
export function subdivide(contours: Contour[], maxLen: number): Contour[] {
  return contours.map((c) => {
    const out: Contour = [];
    const split = (s: Segment, depth: number): void => {
      if (depth >= 6 || chord(s) <= maxLen) {
        out.push(s);
        return;
      }
      for (const half of halves(s)) split(half, depth + 1);
    };
    for (const s of c) split(s, 0);
    return out;
  });
}

/** The contours as straight edges [x0, y0, x1, y1, ...], `steps` per cubic. */
export function flattenContours(contours: Contour[], steps: number): number[] {
  const out: number[] = [];
  for (const c of contours) {
    for (const s of c) {
      let px = s[0];
      let py = s[1];
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const u = 1 - t;
        const x = u * u * u * s[0] + 3 * u * u * t * s[2] + 3 * u * t * t * s[4] + t * t * t * s[6];
        const y = u * u * u * s[1] + 3 * u * u * t * s[3] + 3 * u * t * t * s[5] + t * t * t * s[7];
        out.push(px, py, x, y);
        px = x;
        py = y;
      }
    }
  }
  return out;
}

/** Length of the control polygon (an upper bound of the arc length). */
export function chord(s: Segment): number {
  return Math.hypot(s[2] - s[0], s[3] - s[1]) + Math.hypot(s[4] - s[2], s[5] - s[3]) + Math.hypot(s[6] - s[4], s[7] - s[5]);
}

/** Signed area (shoelace over the control polygon, y down): positive for contours running clockwise on screen. */
export function signedArea(c: Contour): number {
  let a = 0;
  for (const s of c) a += s[0] * s[7] - s[6] * s[1];
  return a / 2;
}

/**
 * Back to a GlyphShape: flat ops (move, cubics, close) and the control box (which contains the ink).
 * The ops in single precision: a hand's variants are most of a render worker's glyph memory
 * (about 600 shapes a worker, 6 KB each in double precision, during a campaign of the A6
 * reminder), and Skia keeps paths in single precision, so a preview draws the same pixels.
 */
export function fromContours(contours: Contour[], key: string): GlyphShape {
  const ops: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of contours) {
    if (c.length === 0) continue;
    ops.push(OP_MOVE, c[0]![0], c[0]![1]);
    for (const s of c) {
      ops.push(OP_CUBIC, s[2], s[3], s[4], s[5], s[6], s[7]);
      for (let k = 0; k < 8; k += 2) {
        minX = Math.min(minX, s[k]!);
        maxX = Math.max(maxX, s[k]!);
        minY = Math.min(minY, s[k + 1]!);
        maxY = Math.max(maxY, s[k + 1]!);
      }
    }
    ops.push(OP_CLOSE);
  }
  const bbox: GlyphShape['bbox'] = Number.isFinite(minX) ? [minX, minY, maxX, maxY] : [0, 0, 0, 0];
  return { key, ops: Float32Array.from(ops), bbox };
}
