import { deflateSync } from 'node:zlib';
import { PDFContentStream, type PDFContext, type PDFOperator, type PDFPage, type PDFRawStream } from 'pdf-lib';

/**
 * Content streams compressed by Node's zlib (native) instead of pdf-lib's own
 * deflate (pako, in JavaScript), which took about a third of a render worker's
 * time: every glyph shape is a form of its own, and each page's list of placements
 * is long. A postcard's forms are about 100 streams of 10 KB of operator text; on
 * those, zlib's fastest level with its full window is the quickest and close to the
 * smallest (measured on a postcard: 9 ms and 228 KB a recipient, against 24 ms and
 * 200 KB at the default level, and 36 ms and 321 KB with a 4 KB window).
 */
const FLATE = { level: 1 } as const;

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
