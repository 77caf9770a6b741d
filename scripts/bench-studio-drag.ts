/**
 * Dragging in the studio with 30 elements on the side: the time between frames
 * (requestAnimationFrame) while the pointer drags one element, then all 30 selected
 * together (Ctrl+A), at 100 % zoom. The real UI in Chromium and a headless server.
 * Target: frame time p95 ≤ 16 ms (no dropped frame at 60 Hz).
 *
 * --hog runs one busy thread a core beside it (scripts/cpu-hog.ts).
 *
 *   npx node scripts/bench-studio-drag.ts [drags] [--hog]
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import { textElement } from '#shared/design-elements.ts';
import { openUiLink, startHeadlessServer } from '../e2e/headless-server.ts';
import { chromiumPath } from '../playwright.config.ts';
import { quantile } from './bench-timing.ts';
import { countArg, hogFromArgs } from './cpu-hog.ts';

type FrameGlobal = { requestAnimationFrame(f: (t: number) => void): void; __frames?: number[]; __recording?: boolean };

const DRAGS = countArg(5);
const STEPS = 60;

function stats(ms: number[]): string {
  return `p50 ${quantile(ms, 0.5).toFixed(1)} ms, p95 ${quantile(ms, 0.95).toFixed(1)} ms, max ${quantile(ms, 1).toFixed(1)} ms (${ms.length} frames)`;
}

/** 30 text elements in a 6 x 5 grid inside an A6 postcard's safe area. */
function thirtyElements(): string {
  const parts: string[] = [];
  for (let row = 0; row < 5; row++) for (let col = 0; col < 6; col++) parts.push(textElement(`t${row * 6 + col + 1}`, { x: 8 + col * 23, y: 8 + row * 19, width: 20, height: 15 }, `Item ${row * 6 + col + 1}`));
  return parts.join('\n');
}

/** Drags from the centre of an element by (dx, dy) px in STEPS pointer moves, one a frame, and answers the frame times. */
async function dragFrames(page: Page, testId: string, dx: number, dy: number): Promise<number[]> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    const g = globalThis as unknown as FrameGlobal;
    g.__frames = [];
    g.__recording = true;
    const tick = (t: number) => {
      g.__frames!.push(t);
      if (g.__recording) g.requestAnimationFrame(tick);
    };
    g.requestAnimationFrame(tick);
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= STEPS; i++) {
    await page.mouse.move(x + (dx * i) / STEPS, y + (dy * i) / STEPS);
    await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as FrameGlobal).requestAnimationFrame(() => resolve())));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const g = globalThis as unknown as FrameGlobal;
    g.__recording = false;
    return g.__frames ?? [];
  });
  return frames.slice(1).map((t, i) => t - frames[i]!);
}

const server = await startHeadlessServer();
const headers = { 'Content-Type': 'application/json', 'X-API-Key': server.keys.customerKey };
const made = await fetch(`${server.baseUrl}/api/designs`, { method: 'POST', headers, body: JSON.stringify({ name: 'Drag bench', product_key: 'a6_postcard', front: { html: thirtyElements() } }) });
if (made.status !== 201) throw new Error(`design: ${made.status} ${await made.text()}`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const hog = hogFromArgs();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await openUiLink(page, server); // the one-time link signs this browser in to the UI
  await page.getByTestId('design-card-name').first().click({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/bench-studio-drag-failed.png' });
    throw error;
  });
  await page.getByTestId('studio-render').waitFor({ timeout: 120_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/bench-studio-drag-failed.png' });
    throw error;
  });
  await page.getByTestId('zoom-1').click();
  const one: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < DRAGS; i++) {
    await page.getByTestId('studio-canvas').click({ position: { x: 2, y: 2 } });
    one.push(...(await dragFrames(page, 'element-t8', i % 2 ? -60 : 60, 20)));
    // Taken back, so that the next drag grabs t8 again, not the neighbour it now covers.
    await page.keyboard.press('Control+z');
  }
  await page.getByTestId('element-t8').click();
  await page.keyboard.press('Control+a');
  await page.getByTestId('selection-panel').waitFor();
  for (let i = 0; i < DRAGS; i++) all.push(...(await dragFrames(page, 'element-t8', i % 2 ? -40 : 40, 10)));
  console.log(`Dragging on a side with 30 elements, 100 % zoom, ${DRAGS} drags of ${STEPS} moves each, ${hog.label} (load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}):`);
  console.log(`  one element:          ${stats(one)}  (target p95 16 ms)`);
  console.log(`  all 30 selected:      ${stats(all)}`);
} finally {
  await hog.stop();
  await browser.close();
  await server.stop();
}
