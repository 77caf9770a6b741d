import type { DevToolsSender } from './devtools/devtools-pipe.ts';
import type { EnginePage } from './html-side-engine.ts';
import { mmToInches } from './page-geometry.ts';

/**
 * A one-page PDF of the page at the page's size, over its DevTools session, in one answer rather
 * than the stream read back in chunks that Playwright's page.pdf asks for: about 2.5 ms less a
 * card, most of it the event loop's (scripts/bench-html.ts, 2026-11-27).
 */
export async function printToPdf(cdp: DevToolsSender, geometry: EnginePage['geometry']): Promise<Uint8Array> {
  const { data } = await cdp.send<{ data: string }>('Page.printToPDF', {
    transferMode: 'ReturnAsBase64',
    paperWidth: mmToInches(geometry.widthMm),
    paperHeight: mmToInches(geometry.heightMm),
    marginTop: 0,
    marginBottom: 0,
    marginLeft: 0,
    marginRight: 0,
    printBackground: true,
    pageRanges: '1',
    preferCSSPageSize: false,
    landscape: false,
    displayHeaderFooter: false,
    scale: 1,
    generateTaggedPDF: false,
    generateDocumentOutline: false,
  });
  return Buffer.from(data, 'base64');
}
