import type { SideName } from '../qr/parse-placeholders.ts';
import type { BrowserSearch } from './browser-candidates.ts';
import { earlyAssembly } from './early-assembly.ts';
import type { EnginePage, BrowserEngine, HtmlSideEngine, RenderDocumentRequest, RenderedSide, RenderSideRequest } from './html-side-engine.ts';
import { HtmlInputError } from '../markup/input-issue.ts';
import type { InputIssue } from '../markup/input-issue.ts';
import { createNetworkPolicy } from './network-policy.ts';
import type { NetworkPolicy, NetworkPolicyOptions } from './network-policy.ts';
import { pageGeometry } from './page-geometry.ts';
import type { PageGeometry } from './page-geometry.ts';
import { createChromiumEngine } from './chromium-engine.ts';
import { inklessSide, prepareSide } from './prepare-side.ts';
import type { PreparedSide, PrepareSideOptions } from './prepare-side.ts';
import type { HandwritingWriter } from '../handwriting/write-block.ts';
import { type CardComposer, createCampaignCards } from './composed/campaign-cards.ts';
import type { PagePixelsReader } from '#core/engine/card-composer/backdrop-cache.ts';

// pdf-lib on first use, as engine/on-first-use.ts loads the engine's other heavy libraries (kept here:
// code outside engine/html reaches it only through its index).
const htmlPdfAssembly = () => import('./pdf-pages.ts');

export interface CreateHtmlSideEngineOptions {
  /** An engine built elsewhere (the Electron adapter). Default: system Chromium over its DevTools pipe. */
  engine?: BrowserEngine;
  /** Network policy of the default engine (or pass `networkPolicy`). */
  policy?: NetworkPolicyOptions;
  networkPolicy?: NetworkPolicy;
  executablePath?: string;
  /** Seams of the browser search of the default engine. */
  browserSearch?: BrowserSearch;
  poolSize?: number;
  timeoutMs?: number;
  /** Writes handwritten blocks (the server passes its render workers); default: in this thread. */
  writeHandwriting?: HandwritingWriter;
  /** Composes campaign cards (the server passes its render workers); default: in this thread. */
  composeCard?: CardComposer;
  /** Reads the pixels of campaign cards' pages (the server passes its render workers); default: in this thread. */
  readPagePixels?: PagePixelsReader;
  /** 'browser': every campaign card rendered whole by the browser, as before issue 44 (`inkpost serve --whole-html-cards`). Default 'composed'. */
  campaignCards?: 'composed' | 'browser';
}

/**
 * Prepares the sides one after the other and hands each to `render` as soon as it is ready,
 * so the browser draws the front while the back is being prepared. Input issues of all the
 * sides are reported together (after the renders already started have settled).
 */
async function preparePipelined<T>(jobs: { side: SideName; run: () => Promise<PreparedSide> }[], render: (prepared: PreparedSide) => Promise<T>): Promise<T[]> {
  const issues: InputIssue[] = [];
  const renders: Promise<T>[] = [];
  for (const job of jobs) {
    try {
      const prepared = await job.run();
      if (issues.length > 0) continue; // an earlier side is refused: this one is only checked
      const rendering = render(prepared);
      rendering.catch(() => undefined); // a failure is answered below, not unhandled while the next side is prepared
      renders.push(rendering);
      await new Promise((started) => setImmediate(started)); // lets the page's first command reach the browser before the next side is prepared
    } catch (error) {
      if (!(error instanceof HtmlInputError)) {
        await Promise.allSettled(renders);
        throw error;
      }
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) {
    await Promise.allSettled(renders);
    throw new HtmlInputError(issues);
  }
  return Promise.all(renders);
}

/**
 * The HTML render engine: validates and sanitises each side, fills Smart QR
 * placeholders, renders it at the product's physical size (+ bleed) through
 * the engine, and returns exact-size PDFs and 300 dpi previews.
 */
export function createHtmlSideEngine(options: CreateHtmlSideEngineOptions = {}): HtmlSideEngine {
  const engine =
    options.engine ??
    createChromiumEngine({
      policy: options.networkPolicy ?? createNetworkPolicy(options.policy),
      ...(options.executablePath ? { executablePath: options.executablePath } : {}),
      ...(options.browserSearch ? { browserSearch: options.browserSearch } : {}),
      ...(options.poolSize ? { poolSize: options.poolSize } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });

  async function render(prepared: PreparedSide, asked: Pick<EnginePage, 'pdf' | 'previewDpi' | 'onPdf'> = {}): Promise<Omit<RenderedSide, 'pdf'> & { rawPdf: Uint8Array }> {
    const out = await engine.renderPage({ html: prepared.html, geometry: prepared.geometry, ...asked });
    for (const r of out.refused ?? []) prepared.warnings.add('refused', `${r.resourceType} ${r.url.length > 200 ? `${r.url.slice(0, 200)}…` : r.url}: ${r.reason}`);
    return { side: prepared.side, geometry: prepared.geometry, rawPdf: out.pdf, png: out.png, slots: prepared.slots, warnings: prepared.warnings.list(), handwriting: prepared.handwriting };
  }

  /** The options every side of a request shares. */
  function sideOptions(request: RenderSideRequest | RenderDocumentRequest): Omit<PrepareSideOptions, 'side' | 'geometry' | 'qrUrls'> {
    return {
      ...(request.qrFallbackToDestination ? { qrFallbackToDestination: true } : {}),
      ...(request.mergeValues ? { mergeValues: request.mergeValues } : {}),
      ...(request.addressLines ? { addressLines: request.addressLines } : {}),
      ...(request.handwritingSeed ? { handwritingSeed: request.handwritingSeed } : {}),
      ...(request.hands ? { hands: request.hands } : {}),
      ...(request.teamFontCss ? { teamFontCss: request.teamFontCss } : {}),
      ...(options.writeHandwriting ? { writeHandwriting: options.writeHandwriting } : {}),
    };
  }

  function geometryOf(request: { product: RenderSideRequest['product']; orientation?: RenderSideRequest['orientation'] }): PageGeometry {
    return pageGeometry(request.product, request.orientation);
  }

  async function renderDocument(request: RenderDocumentRequest) {
    const geometry = geometryOf(request);
    const sides: { side: SideName; content: NonNullable<RenderDocumentRequest['back']> }[] = [{ side: 'front', content: request.front }];
    if (request.back) sides.push({ side: 'back', content: request.back });
    const assembly = earlyAssembly(sides.length, async (pdfs) => (await htmlPdfAssembly()).assemblePdf(pdfs.map((pdf) => ({ pdf, geometry }))));
    const rendered = await preparePipelined(
      sides.map(({ side, content }) => ({
        side,
        run: () => {
          const urls = request.qrUrls?.[side];
          return prepareSide(content, {
            side,
            geometry,
            ...(urls ? { qrUrls: urls } : {}),
            ...sideOptions(request),
          });
        },
      })),
      (prepared) => render(prepared, { onPdf: (pdf) => assembly.add(sides.findIndex((s) => s.side === prepared.side), pdf) }),
    );
    const pdf = await assembly.result(rendered.map((r) => r.rawPdf));
    return {
      geometry,
      pdf,
      previews: rendered.map((r) => r.png),
      slots: rendered.flatMap((r) => r.slots),
      warnings: rendered.flatMap((r) => r.warnings),
    };
  }

  const campaignCards = createCampaignCards({
    engine,
    read: (request, side) => {
      const urls = request.qrUrls?.[side];
      const content = side === 'front' ? request.front : request.back!;
      return inklessSide(content, { side, geometry: geometryOf(request), ...(urls ? { qrUrls: urls } : {}), ...sideOptions(request) });
    },
    compose: options.composeCard ?? (async (job) => (await import('#core/engine/card-composer/compose-card.ts')).composeCard(job)),
    readPixels: options.readPagePixels ?? (async (png, kept) => (await import('#core/engine/card-composer/page-pixels.ts')).readPagePixels(png, kept)),
    renderInBrowser: renderDocument,
  });

  return {
    async warmUp() {
      await engine.warmUp?.();
    },

    async renderSide(request) {
      const side = request.side ?? 'front';
      const geometry = geometryOf(request);
      const wantPdf = request.pdf !== false;
      const prepared = await prepareSide(request.content, {
        side,
        geometry,
        ...(request.qrUrls ? { qrUrls: request.qrUrls } : {}),
        ...sideOptions(request),
      });
      const rendered = await render(prepared, { pdf: wantPdf, ...(request.previewDpi ? { previewDpi: request.previewDpi } : {}) });
      const pdf = wantPdf ? await (await htmlPdfAssembly()).assemblePdf([{ pdf: rendered.rawPdf, geometry }]) : new Uint8Array();
      return { side, geometry, pdf, png: rendered.png, slots: rendered.slots, warnings: rendered.warnings, handwriting: rendered.handwriting };
    },

    renderDocument,

    renderCampaignCard: (request) => (options.campaignCards === 'browser' ? renderDocument(request) : campaignCards.render(request)),

    campaignCounts: () => campaignCards.counts(),

    browser: () => engine.describe?.(),

    close: () => engine.close(),
  };
}
