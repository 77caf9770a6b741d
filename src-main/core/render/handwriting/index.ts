/**
 * Handwriting render engine: fonts, layout, display list, PNG and PDF painters.
 * See docs/handwriting.md.
 */
export type { DisplayItem, DisplayList, GlyphShape, Matrix, Rect } from './display-list.ts';
export { inkBounds, itemBounds } from './display-list.ts';
export type { FamilySpec } from './fonts.ts';
export { FAMILY_SPECS, fontFilePath, loadFamily, preloadFamilies } from './fonts.ts';
export { htmlToLines, decodeEntities } from './html-text.ts';
export type { TextLine } from './html-text.ts';
export { INK_HEX, inkHex } from './ink.ts';
export type { HandwritingLayoutOptions, Padding } from './layout.ts';
export { layoutHandwriting, MIN_AUTO_FONT_SIZE_PT } from './layout.ts';
export type { PaintPngOptions } from './paint-png.ts';
export { drawDisplayList, drawInkOnly, paintPng } from './paint-png.ts';
export type { PdfPlacement } from './paint-pdf.ts';
export { paintPdf } from './paint-pdf.ts';
export type { HandwritingPngRequest, HandwritingSvgRequest } from './render.ts';
export { layoutHandwritingRequest, renderHandwritingPng, renderHandwritingSvg } from './render.ts';
export type { PaintSvgOptions } from './paint-svg.ts';
export { paintSvg } from './paint-svg.ts';
export { loadStrokeFont } from './stroke-fonts.ts';
export type { PenSpec } from './pens.ts';
export { PEN_SPECS } from './pens.ts';
export type { HandwritingBlock } from './blocks.ts';
export { drawHandwritingBlockCanvas, drawHandwritingBlockPdf } from './blocks.ts';
export type { HandFamily, OwnHandFont, OwnHandKey } from './own-hands.ts';
export { hasOwnHand, isOwnHandKey, ownHandKey, registerOwnHand } from './own-hands.ts';
