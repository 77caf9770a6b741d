import type { DisplayList } from './display-list.ts';

/** One handwritten line's text: where its baseline starts and how wide its ink is, in mm from the top left of the page (or of the list's box). */
export interface TextLine {
  text: string;
  xMm: number;
  baselineMm: number;
  widthMm: number;
  sizePt: number;
}

/** Line pitch over text size: poppler (pdftotext) keeps lines in one block up to 1.5. */
const LINE_PITCH = 1.25;
const PT_PER_MM = 72 / 25.4;

/**
 * The lines a display list writes (its invisible text layer: text-layer.ts for PDFs,
 * svgTextLayer for HTML sides): each visual line's text from the layout, from its first
 * glyph's origin to the right of its ink. Handwriting's baselines wander and a new
 * paragraph drops further, which text extractors read as separate blocks and then
 * interleave with the blocks beside them; so the layer's baselines are evenly spaced
 * from the first line's to the last's, and its text sized to that spacing.
 */
export function listTextLines(list: DisplayList, placement: { xMm: number; yMm: number } = { xMm: 0, yMm: 0 }): TextLine[] {
  const lines = measuredLines(list);
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last || first === last) return lines.map(({ line: _line, ...l }) => ({ ...l, xMm: placement.xMm + l.xMm, baselineMm: placement.yMm + l.baselineMm }));
  const pitch = (last.baselineMm - first.baselineMm) / (last.line - first.line);
  const sizePt = (pitch * PT_PER_MM) / LINE_PITCH;
  return lines.map(({ line, ...l }) => ({ ...l, sizePt, xMm: placement.xMm + l.xMm, baselineMm: placement.yMm + first.baselineMm + (line - first.line) * pitch }));
}

/** Each written line where its ink is, with its visual line's index. */
function measuredLines(list: DisplayList): (TextLine & { line: number })[] {
  const out: (TextLine & { line: number })[] = [];
  (list.lineTexts ?? []).forEach((text, line) => {
    if (text.trim() === '') return;
    let left = Infinity;
    let right = -Infinity;
    let baseline = 0;
    let count = 0;
    for (const item of list.items) {
      if (item.line !== line) continue;
      const m = item.matrix;
      left = Math.min(left, m[4]);
      right = Math.max(right, m[0] * item.shape.bbox[2] + m[4]);
      baseline += m[5];
      count++;
    }
    if (count === 0) return;
    out.push({ text, line, xMm: left, baselineMm: baseline / count, widthMm: Math.max(0, right - left), sizePt: list.fontSizePt });
  });
  return out;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const r = (x: number) => String(Math.round(x * 1e3) / 1e3);

/**
 * The lines as transparent SVG text (user units mm) to put inside a block's <svg>: the
 * browser prints transparent text into the PDF as text that is never painted, so an
 * HTML side's handwriting can be searched and extracted like a sheet's.
 */
export function svgTextLayer(lines: readonly TextLine[]): string {
  return lines
    .map((l) => `<text x="${r(l.xMm)}" y="${r(l.baselineMm)}" font-size="${r((l.sizePt * 25.4) / 72)}" font-family="sans-serif" fill="transparent"${l.widthMm > 0 ? ` textLength="${r(l.widthMm)}" lengthAdjust="spacingAndGlyphs"` : ''}>${escape(l.text)}</text>`)
    .join('');
}
