/**
 * Benchmarks the handwriting PNG render (library level, no HTTP) against the floor:
 * encoding a blank 1181 x 1181 canvas to PNG with the same library and settings.
 * Target: median render of a 5-line note at 100 x 100 mm within 1.2 x the floor.
 *
 *   npx node scripts/bench-handwriting.ts [iterations]
 */
import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILIES } from '#shared/handwriting.ts';
import type { FontFamily } from '#shared/handwriting.ts';
import { layoutHandwritingRequest, renderHandwritingPng } from '#core/engine/handwriting/render.ts';
import { quantile, timeRuns } from './bench-timing.ts';

const N = Number(process.argv[2] ?? 40);
const NOTE =
  '<p>Dear Alex,</p><p>Thank you for your order last week.<br>We hope the new boots keep you<br>warm on your weekend walks.</p><p>All the best, Sam</p>';

const stats = (ms: number[]): { median: number; p95: number } => ({ median: quantile(ms, 0.5), p95: quantile(ms, 0.95) });

async function floor(): Promise<Buffer> {
  const canvas = createCanvas(1181, 1181);
  canvas.getContext('2d');
  return canvas.encode('png');
}

const fmt = (x: number): string => x.toFixed(1).padStart(6);

const lines = layoutHandwritingRequest({ content: NOTE }, 'check').lineCount;
if (lines !== 5) throw new Error(`bench note should be 5 lines, is ${lines}`);

// warm up: fonts load lazily, glyph paths are cached after the first render
for (const family of FONT_FAMILIES) await renderHandwritingPng({ content: NOTE, fontFamily: family }, 'warm');
await timeRuns(floor, 5);

// interleave floor and render runs so both see the same machine state
const floorMs: number[] = [];
const renderMs: number[] = [];
for (let i = 0; i < N; i++) {
  floorMs.push(...(await timeRuns(floor, 1)));
  renderMs.push(...(await timeRuns(() => renderHandwritingPng({ content: NOTE }, `recipient-${i}`), 1)));
}
const f = stats(floorMs);
const r = stats(renderMs);
console.log(`handwriting PNG bench: 5-line note, 100 x 100 mm, 1181 x 1181 px, ${N} runs`);
console.log(`                                  median    p95`);
console.log(`floor (blank 1181x1181 PNG)      ${fmt(f.median)} ${fmt(f.p95)} ms`);
console.log(`renderHandwritingPng (Stafford)  ${fmt(r.median)} ${fmt(r.p95)} ms   ratio ${(r.median / f.median).toFixed(2)} (target <= 1.20)`);

const perFamily: string[] = [];
for (const family of FONT_FAMILIES as readonly FontFamily[]) {
  const ms = await timeRuns(() => renderHandwritingPng({ content: NOTE, fontFamily: family }, 'per-family'), Math.max(5, Math.floor(N / 4)));
  perFamily.push(`${family} ${stats(ms).median.toFixed(1)}`);
}
console.log(`median per family (ms): ${perFamily.join(', ')}`);
