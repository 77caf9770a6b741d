// The layers list's state of an element, kept in the side's HTML like
// everything else the studio edits: a name, locked, hidden.
//   data-ink-name="Logo"   the name the layers list shows (else its kind and id)
//   data-ink-locked        the canvas neither selects nor moves it
//   data-ink-hidden        not shown in the studio and not printed: written
//                          with `visibility:hidden` in its style, so every
//                          renderer (ours, a browser, the hosted service) leaves
//                          it out without knowing the attribute
import type { DesignElement, ElementChange } from './design-html.ts';

export const LAYER_NAME_MAX = 60;

type Layered = Pick<DesignElement, 'attrs'>;

export function isLocked(el: Layered): boolean {
  return el.attrs['data-ink-locked'] !== undefined;
}

export function isHidden(el: Layered): boolean {
  return el.attrs['data-ink-hidden'] !== undefined;
}

/** The name given in the layers list, if any. */
export function layerName(el: Layered): string | undefined {
  const name = el.attrs['data-ink-name']?.trim();
  return name ? name : undefined;
}

export function lockChange(locked: boolean): ElementChange {
  return { attrs: { 'data-ink-locked': locked ? '' : null } };
}

export function hideChange(hidden: boolean): ElementChange {
  return { attrs: { 'data-ink-hidden': hidden ? '' : null }, style: { visibility: hidden ? 'hidden' : null } };
}

/** A new name (trimmed, at most LAYER_NAME_MAX characters); an empty one goes back to the kind and id. */
export function renameChange(name: string): ElementChange {
  const trimmed = name.trim().slice(0, LAYER_NAME_MAX);
  return { attrs: { 'data-ink-name': trimmed || null } };
}

/** What the canvas may pick with a click or a marquee: shown and not locked. */
export function isPickable(el: Layered): boolean {
  return !isLocked(el) && !isHidden(el);
}

/**
 * Where a layer dragged in the layers list goes, as `moveElementInOrder`'s
 * index (counted from the back among the other elements): dropped above a
 * layer it paints just over it, below it just under it. `order` is the side's
 * ids in paint order (back first).
 */
export function paintIndexForDrop(order: readonly string[], moving: string, target: string, place: 'above' | 'below'): number | undefined {
  const others = order.filter((id) => id !== moving);
  const at = others.indexOf(target);
  if (at < 0 || !order.includes(moving)) return undefined;
  return place === 'above' ? at + 1 : at;
}
