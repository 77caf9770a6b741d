/**
 * Benchmarks the HTML engine (library level, no HTTP) against the floor: the
 * same sanitised HTML rendered by the same warm Chromium (a browser of its own) with nothing else (a
 * bare page: setContent, 300 dpi screenshot, PDF; no pool, no policy, no QR, no
 * pdf-lib), and against that floor asking for the screenshot and PDF at once. Workload: a postcard, front and back, one Smart QR code.
 * Also measures POST /api/recipients/html over HTTP on a warm server as `npm run serve` runs it
 * (the built server in a process of its own, with its flags and its own browser: the endpoint's
 * validation, tracked codes, render, storage), against the same floor, and HTML recipients per
 * minute with concurrent requests. Until 2026-11-27 the server ran in this process from the
 * sources, sharing the floor's browser: the benchmark's own fetch then took about 3 ms of the
 * event loop the server answers on, which no client in a process of its own costs it.
 *
 *   npx node scripts/bench-html.ts [iterations] [--previews DIR]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserPage, launchChromium } from '#core/engine/html/index.ts';
import { createHtmlSideEngine, createNetworkPolicy, createChromiumEngine, mmToCssPx, pageGeometry, prepareSide, PREVIEW_SCALE } from '#core/engine/html/index.ts';
import { printToPdf } from '#core/engine/html/index.ts';
import { SAMPLE_POSTCARDS } from '#core/test-support/sample-postcards.ts';
import { startBenchServer } from './bench-server.ts';
import { quantile } from './bench-timing.ts';

const args = process.argv.slice(2);
const previewsAt = args.indexOf('--previews');
const previewDir = previewsAt >= 0 ? args[previewsAt + 1] : undefined;
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);

const stats = (ms: number[]): { median: number; p95: number } => ({ median: quantile(ms, 0.5), p95: quantile(ms, 0.95) });

const engine = createChromiumEngine({ policy: createNetworkPolicy(), poolSize: 2 });
const renderer = createHtmlSideEngine({ engine });
await renderer.warmUp();

if (previewDir) {
  mkdirSync(previewDir, { recursive: true });
  for (const sample of SAMPLE_POSTCARDS) {
    const doc = await renderer.renderDocument({ ...sample.request, qrUrls: { front: sample.qrUrls } });
    writeFileSync(join(previewDir, `${sample.name}.pdf`), doc.pdf);
    doc.previews.forEach((png, i) => writeFileSync(join(previewDir, `${sample.name}-${i === 0 ? 'front' : 'back'}.png`), png));
  }
  console.log(`previews written to ${previewDir}`);
}

const sample = SAMPLE_POSTCARDS[0];
if (!sample) throw new Error('no sample postcard');
const request = { ...sample.request, qrUrls: { front: sample.qrUrls } };
const geometry = pageGeometry(request.product, request.orientation);

// The floor: the very same sanitised documents, on bare pages of the same Chromium. Each floor has
// a browser of its own, as the endpoint's server has: a browser left idle while the others work
// is a few ms slower to start again, and the three runs take turns.
const sides = await Promise.all([prepareSide(request.front, { side: 'front', geometry, qrUrls: sample.qrUrls }), ...(request.back ? [prepareSide(request.back, { side: 'back', geometry })] : [])]);
const launchedPath = engine.launched()?.executablePath;
if (!launchedPath) throw new Error('the renderer did not launch a browser');
const executablePath: string = launchedPath;
const width = mmToCssPx(geometry.widthMm);
const height = mmToCssPx(geometry.heightMm);
const browsers: Browser[] = [];
async function barePages(): Promise<BrowserPage[]> {
  const browser = await launchChromium(executablePath);
  browsers.push(browser);
  const pages: BrowserPage[] = [];
  for (let i = 0; i < sides.length; i++) {
    // no request is answered: the sample's sides need none (their fonts and codes are inline)
    pages.push(await browser.newPage({ deviceScaleFactor: PREVIEW_SCALE, viewport: { width: Math.ceil(width), height: Math.ceil(height) }, media: 'print', onRequest: (request) => void request.abort() }));
  }
  return pages;
}
const bare = { oneByOne: await barePages(), atOnce: await barePages() };
/**
 * The floor: each side's setContent, then its 300 dpi screenshot, then its PDF (the floor).
 * `atOnce`: the screenshot and the PDF asked for together, as the engine does since 2026-11-27:
 * the best bare Chromium does, so its ratio is the engine's own work alone.
 */
async function floorOnce(atOnce = false): Promise<void> {
  await Promise.all(
    sides.map(async (side, i) => {
      const page = (atOnce ? bare.atOnce : bare.oneByOne)[i];
      if (!page) throw new Error('missing bare page');
      await page.setContent(side.html);
      const shot = () => page.screenshot({ x: 0, y: 0, width, height, scale: PREVIEW_SCALE });
      if (atOnce) await Promise.all([shot(), printToPdf(page, geometry)]);
      else {
        await shot();
        await printToPdf(page, geometry);
      }
    }),
  );
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const fmt = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
/** Interleaves `ours` with both floors so machine noise hits all three alike, and prints them. */
async function compare(label: string, title: string, ours: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await ours();
    await floorOnce();
    await floorOnce(true);
  }
  const times = { ours: [] as number[], floor: [] as number[], atOnce: [] as number[] };
  const runs: [number[], () => Promise<unknown>][] = [
    [times.ours, ours],
    [times.floor, () => floorOnce()],
    [times.atOnce, () => floorOnce(true)],
  ];
  // Each run starts the round with another of the three: what runs after the others' idle
  // pages (or after its own) is not always the same one.
  for (let i = 0; i < N; i++) for (let k = 0; k < runs.length; k++) {
    const [into, fn] = runs[(i + k) % runs.length] as (typeof runs)[number];
    into.push(await time(fn));
  }
  const o = stats(times.ours);
  console.log(`${title}, ${N} runs`);
  console.log(`  ${label.padEnd(8)}  median ${fmt(o.median)}  p95 ${fmt(o.p95)}`);
  for (const [name, ms] of [['floor', times.floor], ['at once', times.atOnce]] as const) {
    const f = stats(ms);
    console.log(`  ${name.padEnd(8)}  median ${fmt(f.median)}  p95 ${fmt(f.p95)}   ratio median ${(o.median / f.median).toFixed(2)}x  p95 ${(o.p95 / f.p95).toFixed(2)}x`);
  }
  console.log('  (target 1.05x the floor, issue 33; "at once": bare Chromium asked the way the engine asks it: screenshot and PDF together, the PDF over DevTools)');
}

await compare('renderer', `HTML postcard (front + back + 1 Smart QR, ${geometry.widthMm} x ${geometry.heightMm} mm, PDF + 300 dpi PNGs)`, () => renderer.renderDocument(request));

// The endpoint, on a warm server as npm run serve runs it.
const server = await startBenchServer();
const { url } = server;
const body = {
  product_key: 'a6_postcard',
  orientation: request.orientation,
  data: { first_name: 'Ada', last_name: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postal_code: 'W1 2AB', country: 'GB' } },
  html: { front: request.front, ...(request.back ? { back: request.back } : {}) },
};
const postOnce = async () => {
  const res = await fetch(`${url}/api/recipients/html`, { method: 'POST', headers: { 'X-API-Key': server.keys.customerKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`endpoint answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
};
await compare('endpoint', 'POST /api/recipients/html (same postcard, warm built server in its own process)', postOnce);

const concurrency = 4;
const total = 40;
let started = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (started < total) {
      started += 1;
      await postOnce();
    }
  }),
);
console.log(`HTML recipients per minute (${total} requests, ${concurrency} at a time): ${((total / (performance.now() - t0)) * 60_000).toFixed(0)}`);

for (const browser of browsers) await browser.close();
server.process.kill('SIGTERM');
await new Promise((resolve) => server.process.once('exit', resolve));
await renderer.close();
rmSync(server.dataDir, { recursive: true, force: true });
