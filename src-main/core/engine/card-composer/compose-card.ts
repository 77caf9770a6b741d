// A campaign card composed by our own engine (docs/html-rendering.md, "Campaign cards"): each side is
// the browser's page of the card without its ink (made once per design and merge-filled HTML, kept
// by the caller), with this recipient's handwriting, its address and its Smart QR codes drawn over it
// here, as the default template's documents are: the preview laid over the page's pixels
// (compose-png.ts), the PDF's page written as a Form XObject under our vector ink and the
// handwriting's invisible text layer. Runs in a render worker (or in the caller's thread).
import { DPI, MM_PER_INCH, mmToPt, mmToWholePx } from '#shared/units.ts';
import type { PageGeometry } from '#shared/page-geometry.ts';
import { type DocumentForms, paintPdf, PdfFile, PdfPageContent, pdfNumber } from '#core/engine/handwriting/index.ts';
import { composePng, type InkPatch } from '#core/engine/handwriting/png/compose-png.ts';
import { backdropOf, type SharedBackdrop } from './shared-backdrop.ts';
import { Kept } from './kept.ts';
import { inkBounds } from '#core/engine/handwriting/display-list.ts';
import { listTextLines } from '#core/engine/handwriting/line-texts.ts';
import { type HandwritingBlockRequest, layoutBlock } from '#core/engine/handwriting/write-block.ts';
import { textLayerOperators, writeGlyphlessFont } from '#core/engine/documents/text-layer.ts';
import { type ForeignPage, readForeignPage, writeForeignPage } from './foreign-page.ts';
import { type CssRect, meetsAny } from './css-rect.ts';
import { qrOperators, qrPatch, readQrSvg, UNIT_DOT_FORM } from './qr-ink.ts';
import { renderQrSvg } from '#core/engine/qr/qr-svg.ts';
import type { SmartQrSlot } from '#core/engine/qr/parse-placeholders.ts';
import { svgInkPatches } from './svg-ink-patch.ts';
import { noteGarbageMakingRead } from '#core/base/garbage-made.ts';
import { giveReadBacksBack, releaseInkPatches } from '#core/engine/handwriting/png/ink-pixels.ts';

/** The browser's CSS px (96 an inch), and the preview's pixels (DPI, as the browser's 300 dpi preview). */
const CSS_PX_PER_MM = 96 / MM_PER_INCH;
const PREVIEW_PX_PER_MM = DPI / MM_PER_INCH;
const PREVIEW_PX_PER_CSS_PX = PREVIEW_PX_PER_MM / CSS_PX_PER_MM;

/** One side: the page without ink (its key names it for the caches here) and what goes over it. */
export interface ComposeSide {
  /** Names the page: the same key, the same PNG and PDF. */
  key: string;
  /** The browser's 300 dpi preview and one-page PDF of the side without its ink. */
  png: Uint8Array;
  pdf: Uint8Array;
  /** The preview's pixels, read once for every worker (backdrop-cache.ts). */
  backdrop: SharedBackdrop;
  geometry: PageGeometry;
  /** Handwritten blocks: where the browser would put each one's SVG (CSS px), and the boxes painted above it. */
  blocks: { request: HandwritingBlockRequest; x: number; y: number; above: CssRect[] }[];
  /** Smart QR codes: the tracked URL, the slot's style and where it goes (CSS px). */
  codes: { url: string; slot: SmartQrSlot; x: number; y: number }[];
}

export interface ComposeCardJob {
  sides: ComposeSide[];
}

/** The card, or why it cannot be composed (the caller renders it in the browser instead). */
export type ComposedCard = { pdf: Uint8Array; previews: Uint8Array[] } | { fallback: string };

const MB = 1024 * 1024;
// A worker keeps 8 MB of the pages' PDF pages (0.1-0.5 MB each); their pixels come with the job, in shared memory.
const pages = new Kept<ForeignPage>(8 * MB, (p) => p.objects.reduce((n, o) => n + o.text.length + (o.data?.byteLength ?? 0), 0));

/** Where the browser prints an SVG: its layout position rounded to whole CSS px (in mm). */
const printedMm = (cssPx: number): number => Math.round(cssPx) / CSS_PX_PER_MM;
/** Where its preview draws one: at the same whole CSS px, in device pixels (not snapped further: measured, issue 44). */
const previewPx = (cssPx: number): number => Math.round(cssPx) * PREVIEW_PX_PER_CSS_PX;

export async function composeCard(job: ComposeCardJob): Promise<ComposedCard> {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pagesRef = file.reserve();
  const glyphForms: DocumentForms = new Map();
  const kids: number[] = [];
  const previews: Uint8Array[] = [];
  let textFont: number | undefined;
  let dotForm: number | undefined;
  // The browser's pages first: at the same object numbers in every card of a design, so that their
  // bodies are written once (foreign-page.ts keeps them by the first number).
  const browserPages = await Promise.all(job.sides.map((side) => pages.get(side.key, () => (noteGarbageMakingRead(), readForeignPage(side.pdf)))));
  const forms = browserPages.map((page) => writeForeignPage(page, file));
  for (const [s, side] of job.sides.entries()) {
    const page = browserPages[s]!;
    // the preview's size, as the browser's (previewPixels in engine/html/page-geometry.ts)
    const size = { width: mmToWholePx(side.geometry.widthMm), height: mmToWholePx(side.geometry.heightMm) };
    const widthPt = mmToPt(side.geometry.widthMm);
    const heightPt = mmToPt(side.geometry.heightMm);
    const content = new PdfPageContent(file, glyphForms);
    content.text = `q\n1 0 0 1 0 ${pdfNumber(heightPt - page.heightPt)} cm\n/IkBg Do\nQ\n`;
    const patches: InkPatch[] = [];
    const lines = [];
    for (const block of side.blocks) {
      const list = layoutBlock(block.request);
      const ink = inkBounds(list.items);
      if (ink) {
        const inkRect = { x: block.x + ink.minX * CSS_PX_PER_MM, y: block.y + ink.minY * CSS_PX_PER_MM, width: (ink.maxX - ink.minX) * CSS_PX_PER_MM, height: (ink.maxY - ink.minY) * CSS_PX_PER_MM };
        if (meetsAny(inkRect, block.above)) return { fallback: `the ink of block '${block.request.id}' runs under another element` };
      }
      patches.push(...svgInkPatches(list, PREVIEW_PX_PER_MM, previewPx(block.x), previewPx(block.y), size.width, size.height));
      const at = { xMm: printedMm(block.x), yMm: printedMm(block.y) };
      paintPdf(content, list, heightPt, at);
      lines.push(...listTextLines(list, at));
    }
    for (const code of side.codes) {
      const qr = readQrSvg(renderQrSvg(code.url, code.slot));
      if (!qr) return { fallback: 'a Smart QR code is not in the shape our engine draws' };
      patches.push(qrPatch(qr, PREVIEW_PX_PER_MM, previewPx(code.x), previewPx(code.y)));
      dotForm ??= file.addStream(UNIT_DOT_FORM.dict, Buffer.from(UNIT_DOT_FORM.content, 'latin1'));
      content.text += qrOperators(qr, printedMm(code.x), printedMm(code.y), heightPt, 'IkDot');
    }
    const textOps = textLayerOperators(lines, 'TL', heightPt);
    if (textOps !== '') {
      textFont ??= writeGlyphlessFont<number>({ stream: (dict, data) => file.addStream(dict, data), object: (body) => file.add(body), ref: (ref) => `${ref} 0 R` });
      content.text += textOps;
    }
    const bg = forms[s]!;
    const contents = file.addContent(content.text);
    let resources = content.resources().replace('/XObject <<', `/XObject << /IkBg ${bg} 0 R${side.codes.length > 0 ? ` /IkDot ${dotForm} 0 R` : ''}`);
    if (textFont !== undefined && textOps !== '') resources = resources.replace(/ >>$/, ` /Font << /TL ${textFont} 0 R >> >>`);
    const bleed = mmToPt(side.geometry.bleedMm);
    const media = `0 0 ${pdfNumber(widthPt)} ${pdfNumber(heightPt)}`;
    const trim = [bleed, bleed, widthPt - bleed, heightPt - bleed].map(pdfNumber).join(' ');
    kids.push(file.add(`<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [${media}] /CropBox [${media}] /BleedBox [${media}] /TrimBox [${trim}] /Resources ${resources} /Contents ${contents} 0 R >>`));
    if (patches.length > 0) await giveReadBacksBack(); // before the preview is composed and the next side drawn
    // a side without ink is the browser's own preview, byte for byte
    previews.push(patches.length === 0 ? side.png : composePng(backdropOf(side.backdrop), patches));
    releaseInkPatches(patches);
  }
  file.add(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, pagesRef);
  file.add(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`, catalog);
  const info = file.add('<< /Producer (Inkpost) /Creator (Inkpost HTML renderer) >>');
  return { pdf: file.bytes(catalog, info), previews };
}
