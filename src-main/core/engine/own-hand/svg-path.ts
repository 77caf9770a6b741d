/** Outlines as contours of cubic segments, read from and written to SVG path data (absolute M L C Q Z). */

export type Pt = [number, number];
/** A closed contour: a start point and cubic segments [c1, c2, end]. */
export interface Contour {
  start: Pt;
  segs: [Pt, Pt, Pt][];
}

export function parsePath(d: string, map: (x: number, y: number) => Pt = (x, y) => [x, y]): Contour[] {
  const tokens = d.match(/[MLCQZmlcqz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: Contour[] = [];
  let cur: Contour | null = null;
  let last: Pt = [0, 0];
  let i = 0;
  const n = () => Number(tokens[i++]);
  let cmd = '';
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[A-Za-z]$/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        if (cur) out.push(cur);
        cur = null;
        continue;
      }
    }
    if (cmd === 'M') {
      if (cur) out.push(cur);
      last = [n(), n()];
      cur = { start: map(...last), segs: [] };
      cmd = 'L';
    } else if (cmd === 'L') {
      const p: Pt = [n(), n()];
      const a = map(...last);
      const b = map(...p);
      cur?.segs.push([[a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3], [a[0] + (2 * (b[0] - a[0])) / 3, a[1] + (2 * (b[1] - a[1])) / 3], b]);
      last = p;
    } else if (cmd === 'C') {
      const c1: Pt = [n(), n()];
      const c2: Pt = [n(), n()];
      const p: Pt = [n(), n()];
      cur?.segs.push([map(...c1), map(...c2), map(...p)]);
      last = p;
    } else if (cmd === 'Q') {
      const q: Pt = [n(), n()];
      const p: Pt = [n(), n()];
      const a = map(...last);
      const qq = map(...q);
      const b = map(...p);
      cur?.segs.push([[a[0] + (2 / 3) * (qq[0] - a[0]), a[1] + (2 / 3) * (qq[1] - a[1])], [b[0] + (2 / 3) * (qq[0] - b[0]), b[1] + (2 / 3) * (qq[1] - b[1])], b]);
      last = p;
    } else {
      throw new RangeError(`Unsupported path command '${cmd}'`);
    }
  }
  if (cur) out.push(cur);
  return out.filter((c) => c.segs.length > 0);
}

const f = (v: number) => (Math.round(v * 100) / 100).toString();

export function pathData(contours: readonly Contour[]): string {
  return contours
    .map((c) => `M${f(c.start[0])} ${f(c.start[1])}` + c.segs.map(([a, b, p]) => `C${f(a[0])} ${f(a[1])} ${f(b[0])} ${f(b[1])} ${f(p[0])} ${f(p[1])}`).join('') + 'Z')
    .join('');
}

/** The contour's polygon through its points and control points (enough for areas and containment). */
function polygon(c: Contour): Pt[] {
  return [c.start, ...c.segs.flatMap((s) => s)];
}

function signedArea(poly: Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]!;
    const [x2, y2] = poly[(i + 1) % poly.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

function inside(p: Pt, poly: Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

export function reverse(c: Contour): Contour {
  const pts: Pt[] = [c.start, ...c.segs.map((s) => s[2])];
  const segs: [Pt, Pt, Pt][] = [];
  for (let i = c.segs.length - 1; i >= 0; i--) {
    const [a, b] = c.segs[i]!;
    segs.push([b, a, pts[i]!]);
  }
  return { start: pts[pts.length - 1]!, segs };
}

/**
 * Orients contours for the non-zero fill rule: outlines at even nesting depth one way
 * (positive area in y-down coordinates, i.e. clockwise on screen) and holes the other.
 */
export function orientContours(contours: readonly Contour[]): Contour[] {
  const polys = contours.map(polygon);
  return contours.map((c, i) => {
    const depth = polys.reduce((n, poly, j) => (j !== i && inside(polys[i]![0]!, poly) ? n + 1 : n), 0);
    const positive = signedArea(polys[i]!) > 0;
    return positive === (depth % 2 === 0) ? c : reverse(c);
  });
}

export function bounds(contours: readonly Contour[]): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of contours)
    for (const [x, y] of [c.start, ...c.segs.map((s) => s[2])]) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : null;
}
