import { deflateSync } from 'node:zlib';
import { PDFContentStream, type PDFContext, type PDFOperator, type PDFPage, type PDFRawStream } from 'pdf-lib';

/**
 * Content streams compressed by Node's zlib (native) instead of pdf-lib's own
 * deflate (pako, in JavaScript), which took about a third of a render worker's
 * time: every glyph shape is a form of its own, and each page's list of placements
 * is long. The streams are small (a glyph's outline is a few KB), so a 4 KB window
 * and less hash memory do: the same size within 1 %, 38 µs a form instead of 90
 * (most of deflate's time on small inputs is setting up its state).
 */
const FLATE = { windowBits: 12, memLevel: 5 } as const;

function flateContent(context: PDFContext, operators: PDFOperator[], dict: Record<string, unknown>): PDFRawStream {
  const plain = PDFContentStream.of(context.obj({}), operators, false).getUnencodedContents();
  return context.stream(deflateSync(plain, FLATE), { ...dict, Filter: 'FlateDecode' } as Parameters<PDFContext['stream']>[1]);
}

/** A Form XObject, as `context.formXObject` makes it, compressed natively. */
export function formXObject(context: PDFContext, operators: PDFOperator[], dict: Record<string, unknown>): PDFRawStream {
  return flateContent(context, operators, { BBox: [0, 0, 0, 0], Matrix: [1, 0, 0, 1, 0, 0], ...dict, Type: 'XObject', Subtype: 'Form' });
}

/** Appends operators to the page as a content stream of their own, painted after what the page already has. */
export function appendPageContent(page: PDFPage, operators: PDFOperator[]): void {
  const ref = page.doc.context.register(flateContent(page.doc.context, operators, {}));
  page.node.addContentStream(ref);
}
