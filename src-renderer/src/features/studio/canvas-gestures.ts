// The geometry of the canvas's gestures, apart from the pointer events: a
// marquee's rectangle and what it catches, a group moved with snapping.
import { boundsOf, offsetBoxes } from '#shared/design-arrange.ts';
import type { Box } from '#shared/design-elements.ts';
import type { DesignElement } from '#shared/design-html.ts';
import { isPickable } from '#shared/design-layers.ts';
import { type SnapLines, snapMove } from './snapping.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The rectangle between where a marquee started and where the pointer is, in mm. */
export function marqueeRect(from: { x: number; y: number }, to: { x: number; y: number }): Box {
  return { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) };
}

/**
 * The elements a marquee selects: those it touches (as in Canva and Figma), in
 * paint order, leaving out locked and hidden ones and those the HTML does not place.
 */
export function marqueeHits(rect: Box, elements: readonly DesignElement[]): string[] {
  return elements
    .filter((el) => el.box && isPickable(el))
    .filter(({ box: b }) => b!.x < rect.x + rect.width && rect.x < b!.x + b!.width && b!.y < rect.y + rect.height && rect.y < b!.y + b!.height)
    .map((el) => el.id);
}

/**
 * A group dragged by (dx, dy) mm: the group's bounds snap as one box (its
 * edges and centre to the lines), and every box moves by the same offset.
 */
export function moveGroup(starts: ReadonlyMap<string, Box>, dx: number, dy: number, lines: SnapLines, reach?: number): { boxes: Map<string, Box>; guides: { x?: number; y?: number } } {
  const bounds = boundsOf([...starts.values()]);
  if (!bounds) return { boxes: new Map(), guides: {} };
  const snapped = snapMove({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, lines, reach);
  return { boxes: offsetBoxes(starts, round2(snapped.box.x - bounds.x), round2(snapped.box.y - bounds.y)), guides: snapped.guides };
}

/** The ids the keyboard acts on when an element has focus: the selection if it is part of it, else the element alone; never a locked one. */
export function keyTargets(focused: DesignElement, selection: readonly string[], elements: readonly DesignElement[]): DesignElement[] {
  const ids = selection.includes(focused.id) ? selection : [focused.id];
  return elements.filter((el) => ids.includes(el.id) && el.box && isPickable(el));
}
