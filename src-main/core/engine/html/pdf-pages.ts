import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { mmToPoints } from './page-geometry.ts';
import type { PageGeometry } from './page-geometry.ts';

/**
 * Chromium rounds the paper size up slightly (154 mm comes out as 154.18 mm)
 * and draws from the top-left corner. Pin the page to the exact size: the
 * MediaBox/CropBox/BleedBox are the top-left W x H of what Chromium made, the
 * TrimBox is that box inset by the bleed.
 */
function setBoxes(page: PDFPage, g: PageGeometry): void {
  const { height: made } = page.getMediaBox();
  const w = mmToPoints(g.widthMm);
  const h = mmToPoints(g.heightMm);
  const b = mmToPoints(g.bleedMm);
  const bottom = made - h;
  page.setMediaBox(0, bottom, w, h);
  page.setCropBox(0, bottom, w, h);
  page.setBleedBox(0, bottom, w, h);
  page.setTrimBox(b, bottom + b, w - 2 * b, h - 2 * b);
}

/**
 * pdf-lib yields to the event loop with a setTimeout every 100 objects it parses and every 50 it
 * writes: a millisecond or more of waiting each time, for a side's few dozen objects (a third of
 * the assembly's wall time). A side's PDF is small, so it is parsed and written in one go.
 */
const WHOLE = { parseSpeed: ParseSpeeds.Fastest };

/** Pages of Chromium PDFs (first page of each) in one document with exact boxes. */
export async function assemblePdf(pages: readonly { pdf: Uint8Array; geometry: PageGeometry }[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setProducer('Inkpost');
  out.setCreator('Inkpost HTML renderer');
  for (const { pdf, geometry } of pages) {
    const src = await PDFDocument.load(pdf, WHOLE);
    const [copied] = await out.copyPages(src, [0]);
    if (!copied) throw new Error('the browser produced an empty PDF');
    setBoxes(copied, geometry);
    out.addPage(copied);
  }
  return out.save({ objectsPerTick: Infinity });
}
