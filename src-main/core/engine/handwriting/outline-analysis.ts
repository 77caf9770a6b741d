/**
 * What a pen needs to know about a glyph outline, measured once per glyph: at every
 * node the stroke's direction, the outward normal, the stroke's local thickness and
 * the curvature; the stroke ends (caps) and sharp turns, where ink pools; and the
 * counters (closed loops), whose size a writer varies.
 */
import type { GlyphShape } from './display-list.ts';
import type { Contour } from './outline.ts';
import { flattenContours, signedArea, subdivide, toContours } from './outline.ts';

export interface OutlineNode {
  x: number;
  y: number;
  /** Unit tangent (the stroke's direction there, up to sign). */
  tx: number;
  ty: number;
  /** Unit normal pointing out of the ink. */
  nx: number;
  ny: number;
  /** Half the stroke's thickness across the node (em), capped near stroke ends. */
  half: number;
  /** Curvature (radians per em). */
  curvature: number;
}

/** A stroke end or a sharp turn: where the pen slows down and ink pools. */
export interface InkSpot {
  contour: number;
  node: number;
  /** Middle of the stroke at the spot (em). */
  x: number;
  y: number;
  /** Outward direction at the spot (for a stroke end: along the stroke). */
  ux: number;
  uy: number;
  /** Half the stroke's thickness there (em). */
  half: number;
  kind: 'end' | 'turn';
}

export interface Counter {
  x: number;
  y: number;
  radius: number;
}

export interface OutlineAnalysis {
  /** The outline, subdivided so that nodes are at most MAX_SEGMENT apart. */
  contours: Contour[];
  nodes: OutlineNode[][];
  /** Median half thickness of the glyph's strokes (em). */
  medianHalf: number;
  spots: InkSpot[];
  counters: Counter[];
}

/** Longest segment after subdivision, in em: how finely the width can vary along a stroke. */
export const MAX_SEGMENT = 0.045;

/**
 * The last analyses made. An analysis is needed only while a glyph's variants and pens are built
 * (glyph-build.ts; the built shapes are kept by the font), and is an object per node: kept for
 * every shape a hand ever built, it held about 10 MB of a render worker's heap (issue 44).
 */
const KEPT_ANALYSES = 64;
const cache = new Map<GlyphShape, OutlineAnalysis>();

export function analyseOutline(shape: GlyphShape): OutlineAnalysis {
  let a = cache.get(shape);
  if (a) {
    cache.delete(shape); // most recently used last
  } else {
    a = analyse(shape);
    if (cache.size >= KEPT_ANALYSES) cache.delete(cache.keys().next().value!);
  }
  cache.set(shape, a);
  return a;
}

function analyse(shape: GlyphShape): OutlineAnalysis {
  const contours = subdivide(toContours(shape.ops), MAX_SEGMENT);
  const areas = contours.map(signedArea);
  // Winding convention of this font: the sign that makes the total ink area positive.
  const orient = areas.reduce((s, x) => s + x, 0) >= 0 ? 1 : -1;
  const edges = flattenContours(contours, 4);
  const nodes = contours.map((c) => c.map((s, i) => node(c, i, s, orient)));
  // curvature: the turn at the node itself plus half the turn of each curve beside it
  contours.forEach((c, ci) => {
    const turns = c.map((s) => segmentTurn(s) * orient);
    nodes[ci]!.forEach((n, i) => {
      const prev = c[(i - 1 + c.length) % c.length]!;
      const local = (Math.hypot(prev[6] - prev[0], prev[7] - prev[1]) + Math.hypot(c[i]![6] - c[i]![0], c[i]![7] - c[i]![1])) / 2;
      n.curvature = (n.curvature + (turns[(i - 1 + c.length) % c.length]! + turns[i]!) / 2) / Math.max(local, 1e-3);
    });
  });
  nodes.forEach((ns) => ns.forEach((n) => (n.half = rayHalf(n, edges))));
  const halves = nodes.flat().map((n) => n.half).filter((h) => h > 0).sort((x, y) => x - y);
  const medianHalf = halves[Math.floor(halves.length / 3)] ?? 0.03;
  for (const ns of nodes) for (const n of ns) n.half = Math.min(n.half > 0 ? n.half : medianHalf, 1.6 * medianHalf);
  const spots = contours.flatMap((c, ci) => findSpots(c, nodes[ci]!, ci, medianHalf));
  const counters: Counter[] = [];
  contours.forEach((c, ci) => {
    const area = areas[ci]!;
    if (Math.sign(area) === orient || Math.abs(area) < (medianHalf * 2) ** 2) return;
    let x = 0;
    let y = 0;
    for (const s of c) {
      x += s[0];
      y += s[1];
    }
    counters.push({ x: x / c.length, y: y / c.length, radius: Math.sqrt(Math.abs(area) / Math.PI) });
  });
  return { contours, nodes, medianHalf, spots, counters };
}

function node(c: Contour, i: number, s: Contour[number], orient: number): OutlineNode {
  const prev = c[(i - 1 + c.length) % c.length]!;
  const [ix, iy] = dir(prev[6] - prev[4], prev[7] - prev[5], prev[6] - prev[0], prev[7] - prev[1]);
  const [ox, oy] = dir(s[2] - s[0], s[3] - s[1], s[6] - s[0], s[7] - s[1]);
  let tx = ix + ox;
  let ty = iy + oy;
  const len = Math.hypot(tx, ty);
  if (len < 1e-9) {
    tx = ox;
    ty = oy;
  } else {
    tx /= len;
    ty /= len;
  }
  // the corner's turn, made a curvature by analyse() with the curves on either side
  const turn = Math.atan2(ix * oy - iy * ox, ix * ox + iy * oy);
  return { x: s[0], y: s[1], tx, ty, nx: orient * ty, ny: -orient * tx, half: 0, curvature: turn * orient };
}

/** Signed turn (radians) of a cubic from its start tangent to its end tangent. */
function segmentTurn(s: Contour[number]): number {
  const [ax, ay] = dir(s[2] - s[0], s[3] - s[1], s[6] - s[0], s[7] - s[1]);
  const [bx, by] = dir(s[6] - s[4], s[7] - s[5], s[6] - s[0], s[7] - s[1]);
  return Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
}

function dir(ax: number, ay: number, bx: number, by: number): [number, number] {
  let l = Math.hypot(ax, ay);
  if (l < 1e-9) {
    ax = bx;
    ay = by;
    l = Math.hypot(ax, ay);
  }
  return l < 1e-12 ? [1, 0] : [ax / l, ay / l];
}

/** Half the distance from the node, inward along its normal, to the other side of the stroke. */
function rayHalf(n: OutlineNode, edges: number[]): number {
  const dx = -n.nx;
  const dy = -n.ny;
  let best = Infinity;
  for (let i = 0; i < edges.length; i += 4) {
    const ax = edges[i]!;
    const ay = edges[i + 1]!;
    const ex = edges[i + 2]! - ax;
    const ey = edges[i + 3]! - ay;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const wx = ax - n.x;
    const wy = ay - n.y;
    const t = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (t > 1e-3 && u >= 0 && u <= 1 && t < best) best = t;
  }
  return Number.isFinite(best) ? best / 2 : 0;
}

/**
 * Stroke ends turn the outline by about 180 degrees within about pi half-thicknesses of
 * arc; sharp turns by 60 to 140 degrees within a shorter arc. Each run of such nodes
 * gives one spot at its sharpest node.
 */
function findSpots(c: Contour, ns: OutlineNode[], ci: number, medianHalf: number): InkSpot[] {
  const n = ns.length;
  if (n < 4) return [];
  const lens = c.map((s) => Math.hypot(s[6] - s[0], s[7] - s[1]));
  const turnAt = ns.map((nd, i) => nd.curvature * ((lens[i]! + lens[(i - 1 + n) % n]!) / 2));
  const windowTurn = (i: number, reach: number): number => {
    let sum = turnAt[i]!;
    for (const step of [1, -1]) {
      let d = 0;
      for (let k = 1; k < n / 2; k++) {
        const j = (i + step * k + n) % n;
        d += lens[step === 1 ? (j - 1 + n) % n : j]!;
        if (d > reach) break;
        sum += turnAt[j]!;
      }
    }
    return sum;
  };
  const endTurn = ns.map((_, i) => windowTurn(i, 1.9 * medianHalf));
  const sharpTurn = ns.map((_, i) => windowTurn(i, 0.9 * medianHalf));
  const kindAt = (i: number): 'end' | 'turn' | null => (endTurn[i]! > 2.5 ? 'end' : sharpTurn[i]! > 1.05 ? 'turn' : null);
  const spots: InkSpot[] = [];
  // start scanning where no run is open, so a run is never split at the contour's start
  const start = ns.findIndex((_, i) => kindAt(i) === null);
  if (start < 0) return [];
  let run: number[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const kind = run.some((i) => kindAt(i) === 'end') ? 'end' : 'turn';
    const score = kind === 'end' ? endTurn : sharpTurn;
    const apex = run.reduce((b, i) => (score[i]! > score[b]! ? i : b), run[0]!);
    const a = ns[apex]!;
    const half = kind === 'end' ? medianHalf : Math.min(a.half, medianHalf * 1.3);
    spots.push({ contour: ci, node: apex, x: a.x - a.nx * half, y: a.y - a.ny * half, ux: a.nx, uy: a.ny, half, kind });
    run = [];
  };
  for (let k = 1; k <= n; k++) {
    const i = (start + k) % n;
    if (kindAt(i) !== null) run.push(i);
    else flush();
  }
  flush();
  return spots;
}
