/**
 * Finds the template's four corner markers (solid squares) in a small working copy of the
 * scan: dark blobs against a local mean, square-ish, filled and solid, and of the four that form a
 * page-shaped quadrilateral the largest. Answers their centres clockwise from any corner, or
 * null.
 */
import { type Component, components } from './components.ts';
import { boxBlur, type Gray } from './gray-image.ts';
import type { Point } from './homography.ts';

export interface MarkerCandidate extends Point {
  size: number;
}

/**
 * How much of the component's row and column spans it fills (1 for a convex blob): a marker is a
 * solid square at any turn, where a letter (o, e, m) or a QR code's finder ring has gaps across it.
 */
function solidity(labels: Int32Array, width: number, c: Component): number {
  const w = c.maxX - c.minX + 1;
  const h = c.maxY - c.minY + 1;
  const rowFirst = new Int32Array(h).fill(-1);
  const rowLast = new Int32Array(h);
  const columnFirst = new Int32Array(w).fill(-1);
  const columnLast = new Int32Array(w);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (labels[(c.minY + y) * width + c.minX + x] !== c.label) continue;
      if (rowFirst[y]! < 0) rowFirst[y] = x;
      rowLast[y] = x;
      if (columnFirst[x]! < 0) columnFirst[x] = y;
      columnLast[x] = y;
    }
  const spans = (first: Int32Array, last: Int32Array) => first.reduce((sum, f, i) => (f < 0 ? sum : sum + last[i]! - f + 1), 0);
  return c.area / Math.max(spans(rowFirst, rowLast), spans(columnFirst, columnLast));
}

function candidates(g: Gray): MarkerCandidate[] {
  const { width: w, height: h } = g;
  const local = boxBlur(g, Math.max(8, Math.round(Math.min(w, h) / 14)));
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) mask[i] = g.data[i]! < local.data[i]! * 0.6 ? 1 : 0;
  const found: MarkerCandidate[] = [];
  const { labels, list } = components(mask, w, h);
  for (const c of list) {
    const bw = c.maxX - c.minX + 1;
    const bh = c.maxY - c.minY + 1;
    if (c.area < 25 || bw < 5 || bh < 5) continue;
    if (bw / bh > 1.8 || bh / bw > 1.8) continue;
    if (c.area / (bw * bh) < 0.45) continue;
    if (solidity(labels, w, c) < 0.9) continue;
    found.push({ x: c.cx + 0.5, y: c.cy + 0.5, size: Math.sqrt(c.area) });
  }
  return found.sort((a, b) => b.size - a.size).slice(0, 24);
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The four points in clockwise order (y down), or null when they are not a convex quadrilateral. */
function convexQuad(points: MarkerCandidate[]): MarkerCandidate[] | null {
  const cx = points.reduce((s, p) => s + p.x, 0) / 4;
  const cy = points.reduce((s, p) => s + p.y, 0) / 4;
  const q = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  for (let i = 0; i < 4; i++) if (cross(q[i]!, q[(i + 1) % 4]!, q[(i + 2) % 4]!) <= 0) return null;
  return q;
}

/**
 * `ratios`: the long side over the short side of the marker rectangle of each paper;
 * `relativeSize`: a marker's side over the short side of the rectangle.
 */
export function findMarkers(g: Gray, ratios: readonly number[], relativeSize: number): MarkerCandidate[] | null {
  const list = candidates(g);
  let best: MarkerCandidate[] | null = null;
  let bestArea = 0;
  const n = list.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const four = [list[a]!, list[b]!, list[c]!, list[d]!];
          const sizes = four.map((p) => p.size);
          if (Math.max(...sizes) > 2.2 * Math.min(...sizes)) continue;
          const q = convexQuad(four);
          if (!q) continue;
          const sides = [0, 1, 2, 3].map((i) => dist(q[i]!, q[(i + 1) % 4]!));
          const pairA = (sides[0]! + sides[2]!) / 2;
          const pairB = (sides[1]! + sides[3]!) / 2;
          if (Math.max(sides[0]!, sides[2]!) > 2 * Math.min(sides[0]!, sides[2]!) || Math.max(sides[1]!, sides[3]!) > 2 * Math.min(sides[1]!, sides[3]!)) continue;
          const ratio = Math.max(pairA, pairB) / Math.min(pairA, pairB);
          if (!ratios.some((r) => Math.abs(ratio - r) < 0.3 * r)) continue;
          const meanSize = sizes.reduce((s, v) => s + v, 0) / 4;
          const rel = meanSize / Math.min(pairA, pairB);
          if (rel < relativeSize * 0.45 || rel > relativeSize * 2.2) continue;
          const area = Math.abs(cross(q[0]!, q[1]!, q[2]!)) / 2 + Math.abs(cross(q[0]!, q[2]!, q[3]!)) / 2;
          if (area > bestArea) {
            bestArea = area;
            best = q;
          }
        }
  return best;
}
