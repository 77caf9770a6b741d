import { availableParallelism } from 'node:os';
import { type BrowserSearch, type BrowserSource, BrowserUnavailableError, browserCandidates } from './browser-candidates.ts';
import { type Browser, launchChromium } from './chromium-launch.ts';
import type { BrowserPage, InterceptedRequest } from './devtools/browser-page.ts';
import type { EngineOutput, EnginePage, BrowserEngine } from './html-side-engine.ts';
import type { NetworkPolicy } from './network-policy.ts';
import { PREVIEW_DPI, PREVIEW_SCALE } from './page-geometry.ts';
import { type ClipHandling, capturePreview, clipHandling, previewViewport } from './preview-capture.ts';
import { LOST_WITHIN_MS, LostWhileOpening, disconnectedWithin } from './browser-loss.ts';
import { printToPdf } from './print-to-pdf.ts';
import { SHRINK_TO_FIT_MARKER, SHRINK_TO_FIT_SCRIPT } from './shrink-to-fit.ts';

export interface ChromiumEngineOptions {
  policy: NetworkPolicy;
  /** Use this executable and no other. Default: the first candidate that launches (browser-candidates.ts). */
  executablePath?: string;
  /** Seams of the browser search (tests hide the system browser here). */
  browserSearch?: BrowserSearch;
  /** Pages rendering at once (one browser context each). Default: min(4, cores - 1), at least 1. */
  poolSize?: number;
  /** Per page: loading, fonts, PNG and PDF. Default 30 s. */
  timeoutMs?: number;
}

/** The browser the engine launched, for the Settings view and diagnostics. */
export interface LaunchedBrowser {
  source: BrowserSource | 'executablePath';
  label: string;
  executablePath: string;
  version: string;
}

export interface ChromiumEngine extends BrowserEngine {
  warmUp(): Promise<void>;
  /** Which browser renders, once one has launched. */
  launched(): LaunchedBrowser | undefined;
  /** The live browser, if launched (diagnostics and tests). */
  currentBrowser(): Browser | null;
}

interface Slot {
  page: BrowserPage;
  /** The browser the page is in. */
  browser: Browser;
  generation: number;
  viewport: string;
  broken: boolean;
  /** Requests refused during the page being rendered now (a slot renders one page at a time). */
  refused: Refused[];
  /** How its browser treats screenshot clips of fractional CSS px (shared by the slots of one browser). */
  clips: ClipHandling;
}

type Refused = NonNullable<EngineOutput['refused']>[number];

async function applyPolicy(policy: NetworkPolicy, request: InterceptedRequest, refused: (entry: Refused) => void): Promise<void> {
  try {
    const decision = await policy.handle(request.url, request.resourceType);
    if (!decision.allow) {
      refused({ url: request.url, resourceType: request.resourceType, reason: decision.reason });
      await request.abort();
      return;
    }
    const { asset } = decision;
    await request.fulfill({
      status: asset.status,
      headers: { 'content-type': asset.contentType ?? 'application/octet-stream', 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: asset.body,
    });
  } catch {
    // The page went away mid-request (closed, broken, browser replaced): nothing to answer.
  }
}

/**
 * System Chromium over its DevTools pipe (devtools/): one warm browser, launched on first use
 * and shared; a pool of pages (one context each, JavaScript disabled, 300 dpi
 * device scale, print media, every request through the network policy). A
 * browser that disconnects or crashes is dropped and relaunched by the next render.
 */
export function createChromiumEngine(options: ChromiumEngineOptions): ChromiumEngine {
  // Two pages at least: a card's front and back are drawn at once (create-html-side-engine.ts). With
  // one page on a 2-core machine, the server drew them one after the other: an HTML recipient
  // took 1.49x the bare browser's time instead of 1.06-1.09x (scripts/bench-html.ts, 2026-11-27).
  const poolSize = options.poolSize ?? Math.max(2, Math.min(4, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 30_000;
  let browserPromise: Promise<Browser> | null = null;
  let browser: Browser | null = null;
  let launchedWith: LaunchedBrowser | undefined;
  let clips = clipHandling();
  let generation = 0;
  let live = 0;
  let closed = false;
  const idle: Slot[] = [];
  const waiters: (() => void)[] = [];

  function dropBrowser(which: Browser): void {
    if (browser !== which) return;
    browser = null;
    browserPromise = null;
    generation++;
    live -= idle.length;
    idle.length = 0;
    for (const wake of waiters.splice(0)) wake();
  }


  /** The explicit executable, else each candidate in turn; one that is missing or fails to launch passes to the next. */
  async function launchFirstAvailable(): Promise<Browser> {
    if (options.executablePath) {
      const b = await launchChromium(options.executablePath);
      launchedWith = { source: 'executablePath', label: 'the configured executable', executablePath: options.executablePath, version: b.version() };
      return b;
    }
    const attempts: string[] = [];
    for (const candidate of browserCandidates(options.browserSearch)) {
      let path: string | undefined;
      try {
        path = await candidate.locate();
      } catch (err) {
        attempts.push(`${candidate.label}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (!path) {
        attempts.push(`${candidate.label}: none found`);
        continue;
      }
      try {
        const b = await launchChromium(path);
        launchedWith = { source: candidate.source, label: candidate.label, executablePath: path, version: b.version() };
        return b;
      } catch (err) {
        attempts.push(`${candidate.label} at ${path} did not start: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
      }
    }
    throw new BrowserUnavailableError(attempts);
  }

  function getBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(new Error('the HTML renderer is closed'));
    if (browserPromise) return browserPromise;
    const launching = launchFirstAvailable().then((b) => {
      browser = b;
      clips = clipHandling(); // learnt anew: the next browser may be another one
      b.on('disconnected', () => dropBrowser(b));
      return b;
    });
    browserPromise = launching;
    launching.catch(() => {
      if (browserPromise === launching) browserPromise = null;
    });
    return launching;
  }

  async function createSlot(): Promise<Slot> {
    const b = await getBrowser();
    const gen = generation;
    const browserClips = clips;
    try {
      const opened: { slot?: Slot } = {}; // the page's requests, refused before the slot is made, are nobody's
      const page = await b.newPage({
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: PREVIEW_SCALE,
        media: 'print',
        onRequest: (request) => void applyPolicy(options.policy, request, (entry) => opened.slot?.refused.push(entry)),
      });
      const made: Slot = { page, browser: b, generation: gen, viewport: '800x600', broken: false, refused: [], clips: browserClips };
      opened.slot = made;
      page.onCrash(() => {
        made.broken = true;
      });
      return made;
    } catch (err) {
      // The browser went away while the page was being opened (the other side's render lost it).
      if (await disconnectedWithin(b, LOST_WITHIN_MS)) throw new LostWhileOpening(err);
      throw err;
    }
  }

  function usable(slot: Slot): boolean {
    return slot.generation === generation && !slot.broken && !slot.page.isClosed();
  }

  async function acquire(): Promise<Slot> {
    for (;;) {
      const slot = idle.pop();
      if (slot) {
        if (usable(slot)) return slot;
        live--;
        void slot.page.close();
        continue;
      }
      if (live < poolSize) {
        live++;
        try {
          return await createSlot();
        } catch (err) {
          live--;
          throw err;
        }
      }
      await new Promise<void>((wake) => waiters.push(wake));
    }
  }

  function release(slot: Slot): void {
    if (usable(slot) && !closed) idle.push(slot);
    else {
      live--;
      void slot.page.close();
    }
    waiters.shift()?.();
  }

  async function renderOn(slot: Slot, { html, geometry, pdf: wantPdf = true, previewDpi = PREVIEW_DPI, onPdf, inspect }: EnginePage): Promise<EngineOutput> {
    const viewport = previewViewport(geometry, previewDpi);
    const key = `${viewport.width}x${viewport.height}`;
    if (slot.viewport !== key) {
      await slot.page.setViewport(viewport);
      slot.viewport = key;
    }
    slot.refused = [];
    await slot.page.setContent(html);
    // Web fonts (a bundled print face, a side's own @font-face) may still be loading after the load
    // event; a side without any has nothing to wait for.
    if (/@font-face/i.test(html)) await slot.page.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(() => true)', awaitPromise: true, returnByValue: true });
    if (html.includes(SHRINK_TO_FIT_MARKER)) await slot.page.send('Runtime.evaluate', { expression: SHRINK_TO_FIT_SCRIPT, returnByValue: true });
    const inspected = inspect === undefined ? undefined : (await slot.page.send<{ result: { value?: unknown } }>('Runtime.evaluate', { expression: inspect, returnByValue: true })).result.value;
    const capture = capturePreview((clip) => slot.page.screenshot(clip), geometry, previewDpi, slot.clips);
    if (!wantPdf) return { pdf: new Uint8Array(), png: await capture, ...(inspect === undefined ? {} : { inspected }) };
    // The PDF is asked for while the preview is captured: the browser prints the page while it
    // encodes the PNG (same bytes as one after the other; a card's two sides 146 ms against 175 ms,
    // scripts/bench-html.ts, 2026-11-27). A failed capture is answered below, not left unhandled.
    capture.catch(() => undefined);
    const pdf = await printToPdf(slot.page, geometry);
    onPdf?.(pdf);
    const png = await capture;
    return { pdf, png, refused: slot.refused, ...(inspect === undefined ? {} : { inspected }) };
  }

  /**
   * Whether a failed render lost its page to something other than its own work, so that it is
   * drawn again. A page that crashed alone: yes (a new page of the same browser draws it). A
   * browser being torn down fails commands ("Printing failed", "Target closed") before its
   * disconnection reaches us, about 100 ms later, so a failure while it still looks connected
   * waits up to LOST_WITHIN_MS for that: the render is then not tried again on the dying browser.
   * The failed slot is released before the wait (see renderPage).
   */
  async function pageLost(which: Browser | null, before: { crashed: boolean; gone: boolean }): Promise<boolean> {
    if (before.crashed) return true;
    if (!which || (await disconnectedWithin(which, LOST_WITHIN_MS))) return true;
    return before.gone;
  }

  /** A slot, or the original error of a page that could not be opened (LostWhileOpening unwrapped). */
  async function acquireOrThrow(retryLost: boolean): Promise<Slot | undefined> {
    try {
      return await acquire();
    } catch (err) {
      if (!(err instanceof LostWhileOpening)) throw err;
      if (!retryLost || closed) throw err.original;
      return undefined;
    }
  }

  async function renderPage(page: EnginePage): Promise<EngineOutput> {
    for (let attempt = 0; ; attempt++) {
      const slot = await acquireOrThrow(attempt === 0);
      if (!slot) continue; // its browser went away while the page was opened: once more
      let output: EngineOutput;
      try {
        output = await withTimeout(renderOn(slot, page), timeoutMs);
      } catch (err) {
        // Only the page's crash event has set `broken` so far; releasing the slot closes its page.
        const before = { crashed: slot.broken, gone: slot.page.isClosed() || slot.generation !== generation };
        // Any failed page is discarded (it may still be busy with the failed work), before the wait below.
        slot.broken = true;
        release(slot);
        if (!(await pageLost(slot.browser, before)) || attempt > 0 || closed) throw err;
        continue;
      }
      release(slot);
      return output;
    }
  }

  return {
    name: 'chromium',
    async warmUp() {
      const slot = (await acquireOrThrow(true)) ?? (await acquireOrThrow(false));
      if (slot) release(slot);
    },
    renderPage,
    currentBrowser: () => browser,
    launched: () => launchedWith,
    describe: () => (launchedWith ? `Chromium ${launchedWith.version}: ${launchedWith.label} (${launchedWith.executablePath})` : undefined),
    async close() {
      closed = true;
      const b = browser ?? (browserPromise ? await browserPromise.catch(() => null) : null);
      browser = null;
      browserPromise = null;
      idle.length = 0;
      await b?.close().catch(() => undefined);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`HTML render timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
