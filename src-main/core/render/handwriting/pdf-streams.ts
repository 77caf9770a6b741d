import { type ZlibOptions, deflateSync } from 'node:zlib';
import { PDFContentStream, PDFContext, type PDFOperator, type PDFPage, type PDFRawStream } from 'pdf-lib';

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
/** A glyph's form is compressed once per shape and reused by every document (paint-pdf.ts): smallest wins. */
const FORM_FLATE = { level: 9 } as const;

/** The dictionary of the streams that only write operators out (getUnencodedContents reads none). */
const SCRATCH_DICT = PDFContext.create().obj({});

function compress(operators: PDFOperator[], options: ZlibOptions): Uint8Array {
  return deflateSync(PDFContentStream.of(SCRATCH_DICT, operators, false).getUnencodedContents(), options);
}

/**
 * A form's operators as the bytes of its compressed content stream, for formXObject.
 * A copy of their own: deflateSync answers a view into its 64 KB output chunk, and the
 * cache of forms (paint-pdf.ts) would keep every chunk whole (81 of them, 5 MB a render
 * worker, after 25 s of renders).
 */
export function compressFormContent(operators: PDFOperator[]): Uint8Array {
  return new Uint8Array(compress(operators, FORM_FLATE));
}

/** A Form XObject, as `context.formXObject` makes it, over content from compressFormContent. */
export function formXObject(context: PDFContext, content: Uint8Array, dict: Record<string, unknown>): PDFRawStream {
  return context.stream(content, { BBox: [0, 0, 0, 0], Matrix: [1, 0, 0, 1, 0, 0], ...dict, Type: 'XObject', Subtype: 'Form', Filter: 'FlateDecode' } as Parameters<PDFContext['stream']>[1]);
}

/** Appends operators to the page as a content stream of their own, painted after what the page already has. */
export function appendPageContent(page: PDFPage, operators: PDFOperator[]): void {
  const context = page.doc.context;
  const ref = context.register(context.stream(compress(operators, FLATE), { Filter: 'FlateDecode' }));
  page.node.addContentStream(ref);
}
