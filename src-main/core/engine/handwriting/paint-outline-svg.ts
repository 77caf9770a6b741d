/**
 * SVG painter of the outline hands: the handwriting of an HTML side (a card
 * studio design) as inline SVG the page's browser prints as vector paths. Each
 * distinct glyph outline is one <path> in <defs>, each glyph a <use> with the
 * layout's matrix, in the ink's colour and opacity; pools of darker ink are
 * discs multiplied onto the ink, clipped to the glyph, as in the PDF painter.
 */
import type { DisplayList, GlyphShape } from './display-list.ts';

const r = (x: number): string => String(Math.round(x * 1e4) / 1e4);

function pathData(shape: GlyphShape): string {
  const o = shape.ops;
  let d = '';
  let i = 0;
  while (i < o.length) {
    switch (o[i]) {
      case 0:
        d += `M${r(o[i + 1]!)} ${r(o[i + 2]!)}`;
        i += 3;
        break;
      case 1:
        d += `L${r(o[i + 1]!)} ${r(o[i + 2]!)}`;
        i += 3;
        break;
      case 2:
        d += `Q${r(o[i + 1]!)} ${r(o[i + 2]!)} ${r(o[i + 3]!)} ${r(o[i + 4]!)}`;
        i += 5;
        break;
      case 3:
        d += `C${r(o[i + 1]!)} ${r(o[i + 2]!)} ${r(o[i + 3]!)} ${r(o[i + 4]!)} ${r(o[i + 5]!)} ${r(o[i + 6]!)}`;
        i += 7;
        break;
      default:
        d += 'Z';
        i += 1;
    }
  }
  return d;
}

/** The list as an <svg> of exactly its box (mm), ids prefixed so that several blocks share a page. */
export function paintOutlineSvg(list: DisplayList, idPrefix: string): string {
  const ids = new Map<GlyphShape, string>();
  const defs: string[] = [];
  const body: string[] = [];
  for (const item of list.items) {
    let id = ids.get(item.shape);
    if (!id) {
      id = `${idPrefix}g${ids.size}`;
      ids.set(item.shape, id);
      defs.push(`<path id="${id}" d="${pathData(item.shape)}"/>`);
      if (item.shape.pools && item.shape.pools.length > 0) defs.push(`<clipPath id="${id}c"><use href="#${id}"/></clipPath>`);
    }
    const m = item.matrix.map(r).join(' ');
    body.push(`<use href="#${id}" transform="matrix(${m})" fill="${item.color}"${item.opacity < 1 ? ` fill-opacity="${r(item.opacity)}"` : ''}/>`);
    const pools = item.shape.pools;
    if (pools && pools.length > 0) {
      const discs: string[] = [];
      for (let i = 0; i < pools.length; i += 4) {
        const opacity = r(Math.min(1, pools[i + 3]! / 2));
        for (const f of [1, 0.55]) discs.push(`<circle cx="${r(pools[i]!)}" cy="${r(pools[i + 1]!)}" r="${r(pools[i + 2]! * f * 0.8)}" fill-opacity="${opacity}"/>`);
      }
      body.push(`<g transform="matrix(${m})" clip-path="url(#${id}c)" fill="${item.color}" style="mix-blend-mode:multiply">${discs.join('')}</g>`);
    }
  }
  const w = r(list.widthMm);
  const h = r(list.heightMm);
  return `<svg xmlns="http://www.w3.org/2000/svg" class="inkpost-hw" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}" style="display:block;overflow:visible" aria-hidden="true"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}
