// The HTML side engine (HtmlSideEngine: what the core asks to have drawn, and what it gets back)
// and the browser port below it (BrowserEngine: one browser that loads a page and prints it).
import type { QrUrls } from '../qr/fill-placeholders.ts';
import type { SideName, SmartQrSlot } from '../qr/parse-placeholders.ts';
import type { Orientation, PageGeometry } from './page-geometry.ts';
import type { HtmlSide, SideFillOptions } from './prepare-side.ts';
import type { HtmlWarning } from './html-warnings.ts';
import type { HandwritingReport } from './handwritten-blocks.ts';

/** A complete sanitised document and the page it must fill. */
export interface EnginePage {
  html: string;
  geometry: PageGeometry;
  /** False: the PNG only (the studio's live preview); default true. */
  pdf?: boolean;
  /** Resolution of the PNG; default 300 dpi (the studio's live preview asks for its screen's). */
  previewDpi?: number;
  /** Told the page's PDF as soon as it exists, before the PNG (engines that make them at once). */
  onPdf?: (pdf: Uint8Array) => void;
  /** An expression evaluated in the loaded page (over DevTools, the page's own scripts off) before the capture; its value is answered as `inspected`. */
  inspect?: string;
}

/** Raw output of an engine for one page. */
export interface EngineOutput {
  /** One-page PDF straight from the browser (page boxes not yet exact); empty when not asked for. */
  pdf: Uint8Array;
  /** 300 dpi PNG of the whole page, previewPixels(geometry) in size. */
  png: Uint8Array;
  /** Requests of the page that the network policy refused (engines that can tell). */
  refused?: { url: string; resourceType: string; reason: string }[];
  /** The value of `inspect` (engines that can evaluate one; absent otherwise). */
  inspected?: unknown;
}

/**
 * An adapter over one browser: Playwright-driven system Chromium (core), or
 * Electron's own Chromium (shell). Engines load the page with JavaScript
 * disabled and send every request through the NetworkPolicy they were built with.
 */
export interface BrowserEngine {
  readonly name: string;
  /** Starts the browser ahead of the first page (optional; renderPage starts it anyway). */
  warmUp?(): Promise<void>;
  renderPage(page: EnginePage): Promise<EngineOutput>;
  /** Which browser renders, in words, once known ("Chromium 147 (the Chromium bundled with Inkpost …)"). */
  describe?(): string | undefined;
  close(): Promise<void>;
}

/** Product size as the renderer needs it (a catalog Product fits). */
export interface ProductSize {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

export interface RenderSideRequest extends SideFillOptions {
  product: ProductSize;
  orientation?: Orientation;
  side?: SideName;
  content: HtmlSide;
  /** Tracked URL per data-sqr-id of this side. */
  qrUrls?: QrUrls;
  /** False: render the PNG preview only, no PDF (the studio's live preview). */
  pdf?: boolean;
  /** Resolution of the PNG (default 300 dpi). */
  previewDpi?: number;
}

export interface RenderedSide {
  side: SideName;
  geometry: PageGeometry;
  /** One-page PDF, MediaBox exactly trim + bleed, TrimBox/BleedBox set. */
  pdf: Uint8Array;
  /** 300 dpi PNG preview. */
  png: Uint8Array;
  slots: SmartQrSlot[];
  /** What was removed from the side or refused while rendering it. */
  warnings: HtmlWarning[];
  handwriting: HandwritingReport[];
}

export interface RenderDocumentRequest extends SideFillOptions {
  product: ProductSize;
  orientation?: Orientation;
  front: HtmlSide;
  back?: HtmlSide;
  /** Tracked URLs per side: slot id -> URL. */
  qrUrls?: { front?: QrUrls; back?: QrUrls };
}

export interface RenderedDocument {
  geometry: PageGeometry;
  /** One page (front) or two (front, back: duplex). */
  pdf: Uint8Array;
  /** Previews in page order. */
  previews: Uint8Array[];
  /** Smart QR slots of every side, front first. */
  slots: SmartQrSlot[];
  /** What was removed or refused, front first. */
  warnings: HtmlWarning[];
}

/** Campaign cards composed, and those rendered whole by the browser instead (docs/html-rendering.md, "Campaign cards"). */
export interface CampaignCardCounts {
  composed: number;
  /** Cards rendered by the browser instead, by reason. */
  fallbacks: Record<string, number>;
}

export interface HtmlSideEngine {
  /** Warms the engine up (launches the browser) ahead of the first render. */
  warmUp(): Promise<void>;
  renderSide(request: RenderSideRequest): Promise<RenderedSide>;
  renderDocument(request: RenderDocumentRequest): Promise<RenderedDocument>;
  /**
   * A campaign's card: the same card as renderDocument, each side's page drawn by the browser once
   * without its ink and this recipient's handwriting and codes drawn over it by our engine
   * (docs/html-rendering.md, "Campaign cards"); a card that cannot be composed so is renderDocument's.
   */
  renderCampaignCard(request: RenderDocumentRequest): Promise<RenderedDocument>;
  /** Campaign cards composed, and those rendered by the browser instead (by reason). */
  campaignCounts(): CampaignCardCounts;
  /** Which browser renders, once one has launched (undefined before the first render). */
  browser(): string | undefined;
  close(): Promise<void>;
}
