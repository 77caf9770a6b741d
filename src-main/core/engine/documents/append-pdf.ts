import { PDFDocument } from 'pdf-lib';

/** The print PDF followed by every page of each attachment, in slot order. */
export async function appendPdfPages(main: Uint8Array, attachments: readonly Uint8Array[]): Promise<Uint8Array> {
  if (attachments.length === 0) return main;
  const out = await PDFDocument.load(main);
  for (const bytes of attachments) {
    const source = await PDFDocument.load(bytes);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save({ useObjectStreams: false });
}
