// Campaign cards of an HTML-sided design (issue 44, docs/html-rendering.md "Campaign cards"): the
// browser draws each side once without its ink (handwritten blocks emptied, Smart QR placeholders
// left empty), for as long as the sanitised, merge-filled HTML of that page stays the same, and our
// engine draws each recipient's handwriting, address and codes over it (compose-card.ts, in a render
// worker). A card the page cannot vouch for (ink-places.ts) is rendered by the browser as before.
import type { BrowserEngine, CampaignCardCounts, RenderDocumentRequest, RenderedDocument } from '../html-side-engine.ts';
import type { HtmlWarning } from '../html-warnings.ts';
import type { PageGeometry } from '../page-geometry.ts';
import type { InklessSide } from '../prepare-side.ts';
import type { ComposeCardJob, ComposedCard, ComposeSide } from '#core/engine/card-composer/compose-card.ts';
import { Kept } from '#core/engine/card-composer/kept.ts';
import { BackdropCache, type PagePixelsReader } from '#core/engine/card-composer/backdrop-cache.ts';
import { INK_PLACES_SCRIPT, type InkPlace, readInkPlaces } from './ink-places.ts';

/** The browser's page of a side without its ink. */
interface InklessPage {
  png: Uint8Array;
  pdf: Uint8Array;
  geometry: PageGeometry;
  /** Where each part goes, or why our engine may not draw the side. */
  places: InkPlace[] | string;
  /** What the sanitiser removed and the requests the network policy refused. */
  warnings: HtmlWarning[];
}

export type CardComposer = (job: ComposeCardJob) => Promise<ComposedCard>;

export interface CampaignCardsOptions {
  engine: BrowserEngine;
  /** Reads a side of the request with its ink apart (prepare-side.ts inklessSide). */
  read: (request: RenderDocumentRequest, side: 'front' | 'back') => InklessSide;
  compose: CardComposer;
  /** Reads a page's pixels for the cards' previews (the server passes its render workers). */
  readPixels: PagePixelsReader;
  /** Today's render of a whole card in the browser: the fallback. */
  renderInBrowser: (request: RenderDocumentRequest) => Promise<RenderedDocument>;
  /** Pages kept (distinct designs and merge-filled HTML in use at once). Default 32. */
  keep?: number;
}

export interface CampaignCards {
  render(request: RenderDocumentRequest): Promise<RenderedDocument>;
  counts(): CampaignCardCounts;
}

/** The bytes in shared memory: every card's job hands the render workers the same memory, not a copy. */
function shared(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  out.set(bytes);
  return out;
}

export function createCampaignCards(options: CampaignCardsOptions): CampaignCards {
  // the last `keep` pages, each counting one (card-composer/kept.ts keeps a render worker's by bytes)
  const kept = new Kept<InklessPage>(options.keep ?? 32, () => 1);
  const counts: CampaignCardCounts = { composed: 0, fallbacks: {} };
  // The pages' pixels, kept once for every render worker: 32 MB of rows (an A6 side's take 0.3-14 MB:
  // rows that repeat are kept once, and filtered once; the A6 reminder's 12 fronts and its back about
  // 12 MB); their stripes without ink, compressed, come on top, at most about the page's PNG.
  const backdrops = new BackdropCache(32 * 1024 * 1024, options.readPixels);

  async function drawInkless(side: InklessSide): Promise<InklessPage> {
    const prepared = await side.prepare();
    const out = await options.engine.renderPage({ html: prepared.html, geometry: prepared.geometry, inspect: INK_PLACES_SCRIPT });
    const places = readInkPlaces(out.inspected);
    const why = places?.find((p) => p.why !== '')?.why;
    const refusal = places === undefined ? 'the browser cannot tell where the ink goes' : why === undefined ? undefined : `a handwritten block or Smart QR code is ${why}`;
    for (const r of out.refused ?? []) prepared.warnings.add('refused', `${r.resourceType} ${r.url.length > 200 ? `${r.url.slice(0, 200)}…` : r.url}: ${r.reason}`);
    return { png: shared(out.png), pdf: shared(out.pdf), geometry: prepared.geometry, places: refusal ?? places!, warnings: prepared.warnings.list() };
  }

  /** The page of this side without its ink: kept, or drawn now (once for all the cards that ask for it meanwhile). */
  const inklessPage = (side: InklessSide): Promise<InklessPage> => kept.get(side.key, () => drawInkless(side));

  function fellBack(reason: string, request: RenderDocumentRequest): Promise<RenderedDocument> {
    counts.fallbacks[reason] = (counts.fallbacks[reason] ?? 0) + 1;
    return options.renderInBrowser(request);
  }

  return {
    async render(request) {
      const names = request.back ? (['front', 'back'] as const) : (['front'] as const);
      const read = names.map((side) => options.read(request, side));
      const sides: ComposeSide[] = [];
      const warnings: HtmlWarning[] = [];
      for (const side of read) {
        const page = await inklessPage(side);
        if (typeof page.places === 'string') return fellBack(page.places, request);
        const hw = page.places.filter((x) => x.kind === 'hw');
        const qr = page.places.filter((x) => x.kind === 'qr');
        if (hw.length !== side.parts.blocks.length || qr.length !== side.parts.codes.length) return fellBack('the page and its handwritten blocks or codes do not match', request);
        warnings.push(...page.warnings);
        sides.push({
          key: side.key,
          png: page.png,
          pdf: page.pdf,
          backdrop: await backdrops.get(side.key, page.png),
          geometry: page.geometry,
          blocks: side.parts.blocks.map((block, i) => ({ request: block, x: hw[i]!.x, y: hw[i]!.y, above: hw[i]!.above })),
          codes: side.parts.codes.map(({ slot, url }, i) => ({ url, slot, x: qr[i]!.x, y: qr[i]!.y })),
        });
      }
      const card = await options.compose({ sides });
      if ('fallback' in card) return fellBack(card.fallback, request);
      counts.composed++;
      return { geometry: sides[0]!.geometry, pdf: card.pdf, previews: card.previews, slots: read.flatMap((r) => r.slots), warnings };
    },

    counts: () => structuredClone(counts),
  };
}
