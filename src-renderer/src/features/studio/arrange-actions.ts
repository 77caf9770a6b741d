// Align and distribute as the studio applies them to a side's HTML: the boxes
// of the selected elements (locked and hidden ones stay put) through the model
// operations of design-arrange.ts, written back in one edit.
import { type AlignMode, alignBoxes, type Axis, distributeBoxes } from '#shared/design-arrange.ts';
import type { Box } from '#shared/design-elements.ts';
import { changeElements, type DesignElement, type ElementChange } from '#shared/design-html.ts';
import { isPickable } from '#shared/design-layers.ts';

export type ArrangeAction = { align: AlignMode } | { distribute: Axis };

/** Keyboard shortcuts (Figma's): Alt+A/H/D left, centre, right; Alt+W/V/S top, middle, bottom; Alt+Shift+H/V distribute. By `event.code`, so a Mac's Option does not change them. */
export const ARRANGE_KEYS: Readonly<Record<string, ArrangeAction>> = {
  KeyA: { align: 'left' },
  KeyH: { align: 'center' },
  KeyD: { align: 'right' },
  KeyW: { align: 'top' },
  KeyV: { align: 'middle' },
  KeyS: { align: 'bottom' },
  'Shift+KeyH': { distribute: 'horizontal' },
  'Shift+KeyV': { distribute: 'vertical' },
};

/** The elements an arrange moves: the selected ones that are placed, shown and unlocked. */
export function arrangeable(elements: readonly DesignElement[], selection: readonly string[]): Map<string, Box> {
  return new Map(elements.filter((el) => selection.includes(el.id) && el.box && isPickable(el)).map((el) => [el.id, el.box!]));
}

/** Why an action cannot run on this selection, or undefined when it can. */
export function arrangeBlocked(action: ArrangeAction, count: number): string | undefined {
  if (count === 0) return 'Select an element (locked and hidden ones stay put)';
  if ('distribute' in action && count < 3) return 'Select three or more elements to space them evenly';
  return undefined;
}

/**
 * The side's HTML with the selection aligned or distributed: several elements
 * line up with their common bounds, one alone with the safe area.
 */
export function arrangeSide(html: string, elements: readonly DesignElement[], selection: readonly string[], action: ArrangeAction, safe: Box): string {
  const boxes = arrangeable(elements, selection);
  if (arrangeBlocked(action, boxes.size)) return html;
  const moved = 'align' in action ? alignBoxes(boxes, action.align, safe) : distributeBoxes(boxes, action.distribute);
  return changeElements(html, new Map<string, ElementChange>([...moved].map(([id, box]) => [id, { box }])));
}
