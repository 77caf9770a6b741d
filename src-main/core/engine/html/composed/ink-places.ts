// Where a card's ink goes (docs/html-rendering.md, "Campaign cards"): asked of the browser's page of
// the card without its ink (handwritten blocks emptied, Smart QR placeholders left empty), after its
// fonts and shrink-to-fit, over DevTools. For each handwritten block and Smart QR placeholder, in
// document order: the top-left corner of its content box in CSS px (where the browser would have put
// the block's SVG), and why our engine may not draw it there, if it may not: something between it and
// the page that the browser would apply to the ink (a transform, opacity, filter, blend mode, clip,
// mask, a clipping overflow, hiding), or a box painted over the spot (a later element, or one with a
// z-index); the boxes painted above it come back too, so that ink running past its own box is checked
// against them once it is written.
import type { CssRect } from '#core/engine/card-composer/css-rect.ts';

export interface InkPlace {
  /** A handwritten block or a Smart QR placeholder. */
  kind: 'hw' | 'qr';
  /** The content box's top-left corner, CSS px. */
  x: number;
  y: number;
  /** The element's own box. */
  box: CssRect;
  /** Empty when our engine may draw this part; else what stops it, in words. */
  why: string;
  /** Boxes of elements the browser paints above this part. */
  above: CssRect[];
}

export const INK_PLACES_SCRIPT = `(() => {
  const rect = (r) => ({ x: r.left, y: r.top, width: r.width, height: r.height });
  const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const all = [...document.body.querySelectorAll('*')];
  const places = [];
  for (const el of document.querySelectorAll('[data-hw],[data-sqr]')) {
    const cs = getComputedStyle(el);
    const box = rect(el.getBoundingClientRect());
    const x = box.x + el.clientLeft + parseFloat(cs.paddingLeft);
    const y = box.y + el.clientTop + parseFloat(cs.paddingTop);
    let why = cs.visibility !== 'visible' ? 'hidden' : cs.display === 'none' ? 'not displayed' : '';
    for (let a = el; a && a !== document.body && !why; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.transform !== 'none' || s.translate !== 'none' || s.rotate !== 'none' || s.scale !== 'none') why = 'transformed';
      else if (s.opacity !== '1') why = 'translucent';
      else if (s.filter !== 'none' || s.backdropFilter !== 'none') why = 'filtered';
      else if (s.mixBlendMode !== 'normal') why = 'blended';
      else if (s.clipPath !== 'none' || s.maskImage !== 'none') why = 'clipped or masked';
      else if (a !== el && (s.overflowX !== 'visible' || s.overflowY !== 'visible')) why = 'inside a box that clips';
      else if (s.zoom !== '1') why = 'zoomed';
    }
    const at = all.indexOf(el);
    const above = [];
    all.forEach((o, i) => {
      if (o === el || el.contains(o) || o.contains(el)) return;
      const s = getComputedStyle(o);
      const z = s.zIndex === 'auto' ? 0 : Number(s.zIndex);
      if (i < at ? z <= 0 : z < 0) return;
      const r = rect(o.getBoundingClientRect());
      if (r.width > 0 && r.height > 0) above.push(r);
    });
    if (!why && above.some((r) => meets(r, box))) why = 'covered by another element';
    places.push({ kind: el.hasAttribute('data-hw') ? 'hw' : 'qr', x, y, box, why, above });
  }
  return places;
})()`;

const isRect = (r: unknown): r is CssRect => typeof r === 'object' && r !== null && ['x', 'y', 'width', 'height'].every((k) => typeof (r as Record<string, unknown>)[k] === 'number');

/** The script's answer, checked; undefined when it is not one (an engine that cannot evaluate). */
export function readInkPlaces(value: unknown): InkPlace[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const places: InkPlace[] = [];
  for (const v of value as Record<string, unknown>[]) {
    if ((v?.['kind'] !== 'hw' && v?.['kind'] !== 'qr') || typeof v['x'] !== 'number' || typeof v['y'] !== 'number' || !isRect(v['box']) || typeof v['why'] !== 'string' || !Array.isArray(v['above']) || !v['above'].every(isRect)) return undefined;
    places.push({ kind: v['kind'], x: v['x'], y: v['y'], box: v['box'], why: v['why'], above: v['above'] });
  }
  return places;
}
