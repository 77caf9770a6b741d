/**
 * Opening a design: the time from the click on its card in the library to a painted
 * canvas (the last thumbnail, shown at once) and to the live render, for a design
 * made from a starter (an A6 postcard with type, handwriting and a Smart QR). The
 * real UI in Chromium and a headless server; each round goes back to the library
 * (thumbnails shown) and opens the design again. Then a new design each round,
 * opened from the library as the New design dialog opens it (no thumbnail yet: the
 * studio paints its draft of the side). Targets: painted ≤ 500 ms, live ≤ 1 s median.
 * --hog runs one busy thread a core beside it (scripts/cpu-hog.ts).
 *
 *   npx node scripts/bench-studio-open.ts [rounds] [--hog]
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { openUiLink, startHeadlessServer } from '../e2e/headless-server.ts';
import { chromiumPath } from '../playwright.config.ts';
import { quantile } from './bench-timing.ts';
import { countArg, hogFromArgs } from './cpu-hog.ts';

/** What the functions run in the page look for (the DOM types are not this script's). */
interface Img {
  complete: boolean;
  naturalWidth: number;
}
type PageGlobal = { document: { querySelector(selector: string): Img | null }; requestAnimationFrame(f: () => void): void; history: { pushState(state: null, title: string, url: string): void } };

const N = countArg(10);

function stats(ms: number[]): string {
  return `median ${quantile(ms, 0.5).toFixed(0)} ms, p90 ${quantile(ms, 0.9).toFixed(0)} ms, min ${quantile(ms, 0).toFixed(0)} ms, max ${quantile(ms, 1).toFixed(0)} ms`;
}

const server = await startHeadlessServer();
const headers = { 'Content-Type': 'application/json', 'X-API-Key': server.keys.customerKey };
const made = await fetch(`${server.baseUrl}/api/designs`, { method: 'POST', headers, body: JSON.stringify({ starter_id: 'thank-you-a6-postcard', name: 'Bench' }) });
if (made.status !== 201) throw new Error(`design: ${made.status} ${await made.text()}`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const hog = hogFromArgs();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await openUiLink(page, server); // the one-time link signs this browser in to the UI (waits until it has)
  const shown: number[] = [];
  const painted: number[] = [];
  const live: number[] = [];
  for (let i = 0; i < N + 1; i++) {
    await page.goto(`${server.baseUrl}/designs`);
    await page.getByTestId('design-thumbnail').first().waitFor({ timeout: 60_000 });
    const started = performance.now();
    await page.getByTestId('design-card-name').first().click();
    await page.getByTestId('studio').waitFor({ timeout: 60_000 });
    const studioAt = performance.now();
    // Painted: an image on the canvas (the thumbnail or already the render), decoded, and a frame drawn since.
    await page.waitForFunction(
      () => {
        const g = globalThis as unknown as PageGlobal;
        if (g.document.querySelector('[data-testid="studio-draft"]')) return true;
        const img = g.document.querySelector('[data-testid="studio-thumbnail"]') ?? g.document.querySelector('[data-testid="studio-render"]');
        return Boolean(img && img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve())));
    const paintedAt = performance.now();
    await page.waitForFunction(
      () => {
        const img = (globalThis as unknown as PageGlobal).document.querySelector('[data-testid="studio-render"]');
        return Boolean(img && img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    // The first round starts the engine's browser: it is reported apart.
    if (i === 0) console.log(`First open (cold renderer): painted ${(paintedAt - started).toFixed(0)} ms, live render ${(performance.now() - started).toFixed(0)} ms`);
    else {
      shown.push(studioAt - started);
      painted.push(paintedAt - started);
      live.push(performance.now() - started);
    }
  }
  console.log(`Opening a design from the library, starter A6 postcard, ${N} rounds, ${hog.label} (load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}):`);
  console.log(`  click -> studio shown (design loaded):   ${stats(shown)}`);
  console.log(`  click -> painted canvas (last thumbnail): ${stats(painted)}  (target 500 ms)`);
  console.log(`  click -> live render:                     ${stats(live)}  (target 1 s)`);

  // A new design each time, opened as the New design dialog opens it: no thumbnail exists yet.
  const freshPainted: number[] = [];
  const freshLive: number[] = [];
  for (let i = 0; i < N; i++) {
    await page.goto(`${server.baseUrl}/designs`);
    await page.getByTestId('design-thumbnail').first().waitFor({ timeout: 60_000 });
    const fresh = (await (await fetch(`${server.baseUrl}/api/designs`, { method: 'POST', headers, body: JSON.stringify({ product_key: 'a6_postcard', name: `New ${i}` }) })).json()) as { id: string };
    const started = performance.now();
    await page.evaluate((url) => (globalThis as unknown as PageGlobal).history.pushState(null, '', url), `/designs/${fresh.id}`);
    await page.waitForFunction(() => Boolean((globalThis as unknown as PageGlobal).document.querySelector('[data-testid="studio-draft"], [data-testid="studio-render"]')), undefined, { timeout: 60_000, polling: 'raf' });
    await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as PageGlobal).requestAnimationFrame(() => resolve())));
    freshPainted.push(performance.now() - started);
    await page.getByTestId('studio-render').waitFor({ timeout: 60_000 });
    freshLive.push(performance.now() - started);
  }
  console.log(`Opening a new design (no thumbnail yet), blank A6 postcard, ${N} rounds, ${hog.label} (load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}):`);
  console.log(`  open -> painted canvas (the draft):       ${stats(freshPainted)}  (target 500 ms)`);
  console.log(`  open -> live render:                      ${stats(freshLive)}  (target 1 s)`);
} finally {
  await hog.stop();
  await browser.close();
  await server.stop();
}
