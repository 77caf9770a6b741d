/**
 * SVG painter for single-stroke display lists (pen plotters): every glyph's polylines go
 * through its matrix into absolute millimetres, one <path> per written line, stroked
 * with round caps and never filled. The document is sized in mm with a viewBox in mm, so
 * plotter software (Inkscape's AxiDraw tools, vpype, ...) draws it at its real size.
 */
import type { DisplayList } from './display-list.ts';
import { OP_LINE, OP_MOVE, applyMatrix } from './display-list.ts';
import { escapeHtml as escapeAttr } from '#shared/html-text.ts';

export interface PaintSvgOptions {
  /** Width of the pen's line in the preview, mm. Default 0.35 (a fine plotter pen). */
  strokeWidthMm?: number;
  /** Any CSS colour for a background rectangle; default none (transparent). */
  backgroundColor?: string;
}

const n2 = (x: number): string => (Math.round(x * 100) / 100).toString();

/** The path data (mm) of each written line of a single-stroke list, in writing order. */
export function strokePaths(list: DisplayList): { line: number; color: string; d: string }[] {
  const out: { line: number; color: string; d: string }[] = [];
  for (const it of list.items) {
    const o = it.shape.ops;
    const parts: string[] = [];
    for (let i = 0; i < o.length; i += 3) {
      if (o[i] !== OP_MOVE && o[i] !== OP_LINE) throw new Error(`paintSvg draws single-stroke lists only (op ${o[i]} in ${it.shape.key})`);
      const [x, y] = applyMatrix(it.matrix, o[i + 1]!, o[i + 2]!);
      parts.push(`${o[i] === OP_MOVE ? 'M' : 'L'}${n2(x)} ${n2(y)}`);
    }
    if (parts.length === 0) continue;
    const last = out[out.length - 1];
    if (last && last.line === it.line && last.color === it.color) last.d += parts.join('');
    else out.push({ line: it.line, color: it.color, d: parts.join('') });
  }
  return out;
}

/** The list as an SVG document (UTF-8 text). */
export function paintSvg(list: DisplayList, opts: PaintSvgOptions = {}): string {
  const w = n2(list.widthMm);
  const h = n2(list.heightMm);
  const stroke = n2(opts.strokeWidthMm ?? 0.35);
  const bg = opts.backgroundColor && opts.backgroundColor !== 'transparent' ? `<rect width="${w}" height="${h}" fill="${escapeAttr(opts.backgroundColor)}"/>` : '';
  const paths = strokePaths(list).map((p) => `<path d="${p.d}" stroke="${p.color}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    bg,
    `<g fill="none" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">`,
    ...paths,
    '</g>',
    '</svg>',
  ]
    .filter((l) => l !== '')
    .join('\n');
}
