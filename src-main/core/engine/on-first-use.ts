/**
 * Render code as the server's event loop loads it: on first use. pdf-lib, fontkit and Skia
 * took about 8 MB of the event loop's memory at rest, yet a server that takes
 * recipients renders in its render workers; only the HTML routes, attachments, design
 * thumbnails and the SVG endpoint need them on this thread. (The workers import them as usual.)
 */
export const canvasLibrary = () => import('@napi-rs/canvas');
export const pdfLibrary = () => import('pdf-lib');
export const handwritingEngine = () => import('./handwriting/render.ts');
export const handwritingBlockWriter = () => import('./handwriting/write-block.ts');
export const pdfAppending = () => import('./documents/append-pdf.ts');
export const handTemplatePdfMaker = () => import('./own-hand/template-pdf.ts');
