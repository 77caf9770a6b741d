// Arranging the studio's elements: align, distribute, and where a new element
// goes. Pure geometry on boxes in mm; the studio writes the results into the
// side's HTML (design-html.ts changeElements).
import type { Box } from './design-elements.ts';

export const ALIGN_MODES = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignMode = (typeof ALIGN_MODES)[number];
export type Axis = 'horizontal' | 'vertical';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The smallest box around all of them. */
export function boundsOf(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Lines boxes up on one edge or centre of a reference: the selection's bounds
 * when several are aligned (as every design tool does), or the given box (the
 * safe area) for one element alone. Answers only the boxes that move.
 */
export function alignBoxes(boxes: ReadonlyMap<string, Box>, mode: AlignMode, reference?: Box): Map<string, Box> {
  const ref = boxes.size > 1 || !reference ? boundsOf([...boxes.values()]) : reference;
  const moved = new Map<string, Box>();
  if (!ref) return moved;
  for (const [id, b] of boxes) {
    const x = { left: ref.x, center: ref.x + (ref.width - b.width) / 2, right: ref.x + ref.width - b.width }[mode as 'left'] ?? b.x;
    const y = { top: ref.y, middle: ref.y + (ref.height - b.height) / 2, bottom: ref.y + ref.height - b.height }[mode as 'top'] ?? b.y;
    const next = { ...b, x: round2(x), y: round2(y) };
    if (next.x !== b.x || next.y !== b.y) moved.set(id, next);
  }
  return moved;
}

/**
 * Spaces three or more boxes evenly along an axis: the outermost stay, the
 * others move so that the gaps between neighbours are equal. Answers only the
 * boxes that move (none for fewer than three).
 */
export function distributeBoxes(boxes: ReadonlyMap<string, Box>, axis: Axis): Map<string, Box> {
  const moved = new Map<string, Box>();
  if (boxes.size < 3) return moved;
  const [pos, size] = axis === 'horizontal' ? (['x', 'width'] as const) : (['y', 'height'] as const);
  const sorted = [...boxes].sort(([, a], [, b]) => a[pos] + a[size] / 2 - (b[pos] + b[size] / 2));
  const first = sorted[0]![1];
  const last = sorted[sorted.length - 1]![1];
  const span = last[pos] + last[size] - first[pos];
  const gap = (span - sorted.reduce((sum, [, b]) => sum + b[size], 0)) / (sorted.length - 1);
  let at = first[pos] + first[size] + gap;
  for (const [id, b] of sorted.slice(1, -1)) {
    const next = { ...b, [pos]: round2(at) };
    if (next[pos] !== b[pos]) moved.set(id, next);
    at += b[size] + gap;
  }
  return moved;
}

/** Moves every box by the same offset (a group dragged or nudged). */
export function offsetBoxes(boxes: ReadonlyMap<string, Box>, dx: number, dy: number): Map<string, Box> {
  return new Map([...boxes].map(([id, b]) => [id, { ...b, x: round2(b.x + dx), y: round2(b.y + dy) }]));
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Where the search starts: reading order from the top left, or from the bottom right (codes, stamps). */
export type Corner = 'top-left' | 'bottom-right';

/**
 * A place for a new element of this size inside the area (the safe area) that
 * overlaps nothing already there, keeping `gap` mm clear of the others: the
 * first free spot in reading order from the chosen corner, on a 1 mm grid and
 * on the others' edges. Where no spot is free, the one that covers the least.
 * A size larger than the area is shrunk to fit it.
 */
export function placeInFreeSpace(size: { width: number; height: number }, area: Box, occupied: readonly Box[], options: { corner?: Corner; gap?: number } = {}): Box {
  const { corner = 'top-left', gap = 2 } = options;
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  const maxX = area.x + area.width - width;
  const maxY = area.y + area.height - height;
  const grown = occupied.map((b) => ({ x: b.x - gap, y: b.y - gap, width: b.width + 2 * gap, height: b.height + 2 * gap }));
  const steps = (from: number, to: number, edges: number[]) => {
    const all = new Set<number>();
    for (let v = from; v <= to + 1e-9; v += 1) all.add(round2(v));
    all.add(round2(to));
    for (const e of edges) if (e >= from - 1e-9 && e <= to + 1e-9) all.add(round2(e));
    const list = [...all].sort((a, b) => a - b);
    return corner === 'top-left' ? list : list.reverse();
  };
  const xs = steps(area.x, maxX, occupied.flatMap((b) => [b.x + b.width + gap, b.x - gap - width]));
  const ys = steps(area.y, maxY, occupied.flatMap((b) => [b.y + b.height + gap, b.y - gap - height]));
  let best: Box = { x: corner === 'top-left' ? area.x : maxX, y: corner === 'top-left' ? area.y : maxY, width, height };
  let bestCover = Infinity;
  for (const y of ys) {
    for (const x of xs) {
      const box = { x, y, width, height };
      let cover = 0;
      for (const b of grown) cover += overlapArea(box, b);
      if (cover === 0) return box;
      if (cover < bestCover - 1e-9) {
        bestCover = cover;
        best = box;
      }
    }
  }
  return best;
}
