/**
 * Handwriting render engine: fonts, layout, display list, PNG and PDF painters.
 * See docs/handwriting.md.
 */
export type { DisplayList } from './display-list.ts';
export { preloadFamilies } from './fonts.ts';
export { layoutHandwriting } from './layout.ts';
export { drawInkPatch, paintPng } from './paint-png.ts';
export type { DocumentForms } from './paint-pdf.ts';
export { paintPdf, PdfPageContent } from './paint-pdf.ts';
export { PdfFile, pdfNumber } from './pdf-file.ts';
export type { HandwritingPngRequest, HandwritingSvgRequest } from './render.ts';
export { renderHandwritingPng } from './render.ts';
export type { OwnHandFont } from './own-hands.ts';
export { registerOwnHand } from './own-hands.ts';
