// Boxes of a browser's page, in CSS px, as the page reports them (engine/html/composed/ink-places.ts).

/** A rectangle in CSS px of the page. */
export interface CssRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a rectangle meets any of the boxes (painted above it). */
export function meetsAny(r: CssRect, boxes: readonly CssRect[]): boolean {
  return boxes.some((b) => r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height);
}
