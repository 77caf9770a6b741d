import type { PageGeometry } from './page-geometry.ts';

function mm(n: number): string {
  return `${Math.round(n * 10_000) / 10_000}mm`;
}

/**
 * The renderer's own CSS, first in every side: the page is the full-bleed
 * canvas (trim + bleed on each edge), one page, nothing scrolls. Custom
 * properties tell the creative where the trim and the bleed are. The studio's
 * guides never print: its stamp area is hidden here.
 */
export function baseCss(g: PageGeometry): string {
  const w = mm(g.widthMm);
  const h = mm(g.heightMm);
  return [
    `@page { size: ${w} ${h}; margin: 0; }`,
    `:root { --inkpost-page-width: ${w}; --inkpost-page-height: ${h}; --inkpost-trim-width: ${mm(g.trimWidthMm)}; --inkpost-trim-height: ${mm(g.trimHeightMm)}; --inkpost-bleed: ${mm(g.bleedMm)}; }`,
    `html { margin: 0; padding: 0; width: ${w}; height: ${h}; overflow: hidden; -webkit-print-color-adjust: exact; print-color-adjust: exact; }`,
    `body { margin: 0; width: ${w}; height: ${h}; overflow: hidden; position: relative; }`,
    `div[data-sqr] > svg.inkpost-sqr { display: block; }`,
    // The studio's stamp area is a guide, never printed: no box, no label, in any document (the studio draws it itself).
    `[data-ink-kind="stamp"] { visibility: hidden !important; }`,
  ].join('\n');
}
