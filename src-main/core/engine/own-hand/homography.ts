/** Plane-to-plane projective maps (homographies) from four point pairs. */

export type Point = { x: number; y: number };
/** Row-major 3x3 with h[8] = 1. */
export type Homography = Float64Array;

/** The homography taking each `from[i]` to `to[i]` (four pairs, no three collinear). */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan elimination with partial pivoting on the 8x9 augmented matrix.
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const p = a[c]![c]!;
    if (Math.abs(p) < 1e-12) throw new RangeError('The four points do not span a plane');
    for (let k = c; k < 9; k++) a[c]![k]! /= p;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      if (f !== 0) for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return Float64Array.from([...a.map((row) => row[8]!), 1]);
}

export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}

/** Image pixels per template millimetre near a point: the smaller of the two axes' scales. */
export function scaleAt(h: Homography, x: number, y: number): number {
  const p = applyHomography(h, x, y);
  const px = applyHomography(h, x + 1, y);
  const py = applyHomography(h, x, y + 1);
  return Math.min(Math.hypot(px.x - p.x, px.y - p.y), Math.hypot(py.x - p.x, py.y - p.y));
}
