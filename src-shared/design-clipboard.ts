// Copy, paste and duplicate of the studio's elements, across sides and designs:
// what goes on the clipboard is the elements' own HTML; pasting gives each a
// new id unique in the design (and a Smart QR a new slot id), in place, or
// moved a little when the originals are on the same side.
import type { Box, ElementKind } from './design-elements.ts';
import { changeElement, elementsHtml, elementsOf, nextElementId } from './design-html.ts';

/** How far a paste beside its originals moves, in mm (as in most design tools). */
export const PASTE_OFFSET_MM = 5;

export interface ElementClip {
  format: 'inkpost-elements';
  version: 1;
  /** Each element's outer HTML, in paint order. */
  elements: string[];
}

export function copyElements(html: string, ids: readonly string[]): ElementClip {
  return { format: 'inkpost-elements', version: 1, elements: elementsHtml(html, ids) };
}

/** A clip read back from text (the system clipboard), or undefined for anything else. */
export function readClip(text: string | undefined): ElementClip | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ElementClip>;
    if (value.format !== 'inkpost-elements' || value.version !== 1 || !Array.isArray(value.elements)) return undefined;
    if (!value.elements.every((e) => typeof e === 'string')) return undefined;
    return value as ElementClip;
  } catch {
    return undefined;
  }
}

/**
 * Adds the clip's elements at the end of a side. `designHtmls` are every side of
 * the design the paste lands in, so that new ids are unique across it. Answers
 * the side's new HTML and the new elements' ids (to select them).
 */
export function pasteElements(sideHtml: string, designHtmls: readonly string[], clip: ElementClip): { html: string; ids: string[] } {
  const existing = elementsOf(sideHtml);
  const taken = [...designHtmls];
  const ids: string[] = [];
  let html = sideHtml.replace(/\s+$/, '');
  for (const source of clip.elements) {
    const [element] = elementsOf(source);
    if (!element) continue;
    const id = nextElementId(element.kind as ElementKind, ...taken, html);
    // In place on another side or design; moved beside what already sits at that spot on this one (the original, an earlier paste).
    let box = element.box;
    const occupied = (b: Box) => existing.some((e) => e.kind === element.kind && e.box?.x === b.x && e.box.y === b.y);
    for (let i = 0; box && i < 20 && occupied(box); i++) box = { ...box, x: box.x + PASTE_OFFSET_MM, y: box.y + PASTE_OFFSET_MM };
    const renamed = changeElement(source, element.id, {
      attrs: { 'data-ink-id': id, ...(element.attrs['data-sqr'] !== undefined ? { 'data-sqr-id': id } : {}) },
      ...(box && box !== element.box ? { box } : {}),
    });
    html = `${html}${html ? '\n' : ''}${renamed.trim()}`;
    taken.push(renamed);
    ids.push(id);
  }
  return { html: `${html}\n`, ids };
}
