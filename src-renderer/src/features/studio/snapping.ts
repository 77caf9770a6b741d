import type { Box } from '#shared/design-elements.ts';

export interface SnapLines {
  xs: number[];
  ys: number[];
}

/** How close, in mm, an edge must come to a line to snap to it. */
export const SNAP_MM = 1.5;

/** The lines a moving element snaps to: the safe area, the trim, the centre, the other elements' edges and centres. */
export function snapLines(page: { width: number; height: number }, safe: Box, trim: Box, others: readonly Box[]): SnapLines {
  const xs = [safe.x, safe.x + safe.width, trim.x, trim.x + trim.width, page.width / 2];
  const ys = [safe.y, safe.y + safe.height, trim.y, trim.y + trim.height, page.height / 2];
  for (const b of others) {
    xs.push(b.x, b.x + b.width, b.x + b.width / 2);
    ys.push(b.y, b.y + b.height, b.y + b.height / 2);
  }
  return { xs, ys };
}

/** The offset that brings the nearest of the edges to a line within reach, or 0. */
function nearest(edges: number[], lines: number[], reach: number): { offset: number; line?: number } {
  let best: { offset: number; line?: number } = { offset: 0 };
  let bestDistance = reach;
  for (const edge of edges) {
    for (const line of lines) {
      const distance = Math.abs(line - edge);
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = { offset: line - edge, line };
      }
    }
  }
  return best;
}

/** A moved box, snapped by its left, centre or right edge (and top, middle, bottom); with the lines it snapped to. */
export function snapMove(box: Box, lines: SnapLines, reach = SNAP_MM): { box: Box; guides: { x?: number; y?: number } } {
  const x = nearest([box.x, box.x + box.width / 2, box.x + box.width], lines.xs, reach);
  const y = nearest([box.y, box.y + box.height / 2, box.y + box.height], lines.ys, reach);
  return { box: { ...box, x: box.x + x.offset, y: box.y + y.offset }, guides: { ...(x.line !== undefined ? { x: x.line } : {}), ...(y.line !== undefined ? { y: y.line } : {}) } };
}

/** A resized box (from its bottom-right corner), its right and bottom edges snapped. */
export function snapResize(box: Box, lines: SnapLines, reach = SNAP_MM): { box: Box; guides: { x?: number; y?: number } } {
  const x = nearest([box.x + box.width], lines.xs, reach);
  const y = nearest([box.y + box.height], lines.ys, reach);
  return { box: { ...box, width: box.width + x.offset, height: box.height + y.offset }, guides: { ...(x.line !== undefined ? { x: x.line } : {}), ...(y.line !== undefined ? { y: y.line } : {}) } };
}
