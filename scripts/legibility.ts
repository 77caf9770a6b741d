/**
 * Legibility of the handwriting: OCR (Debian's tesseract-ocr CLI) of 300 dpi renders of a
 * known text, per family, in the plain font and with the natural variation and pens
 * (eight seeds, the pens taken in turn), scored as character accuracy
 * (src-main/core/engine/handwriting/legibility.ts).
 *
 * Pass criteria (exit code 1 when not met, with --check): the variation costs at most
 * 5 percentage points for every family, and the default family (Stafford) reaches 85%.
 * legibility.test.ts checks the same budget on fewer renders in every test run.
 *
 *   apt-get install -y tesseract-ocr tesseract-ocr-eng
 *   npx node scripts/legibility.ts [--markdown] [--check] [--keep DIR]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, PENS } from '#shared/handwriting.ts';
import type { FontFamily } from '#shared/handwriting.ts';
import { FAMILY_SPECS } from '#core/engine/handwriting/fonts.ts';
import { LEGIBILITY_TRUTH, MAX_VARIATION_COST_PP, ocrAccuracy, pool } from '#core/engine/handwriting/legibility.ts';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const check = args.includes('--check');
const keepIdx = args.indexOf('--keep');
const dir = keepIdx >= 0 && args[keepIdx + 1] ? args[keepIdx + 1]! : mkdtempSync(join(tmpdir(), 'legibility-'));
mkdirSync(dir, { recursive: true });

const SEEDS = ['ocr-1', 'ocr-2', 'ocr-3', 'ocr-4', 'ocr-5', 'ocr-6', 'ocr-7', 'ocr-8'];
const DEFAULT_MIN = 85;

interface Row {
  family: FontFamily;
  plain: number;
  varied: number;
  byPen: Record<string, number[]>;
}

const tasks: (() => Promise<number>)[] = [];
for (const family of FONT_FAMILIES) {
  tasks.push(() => ocrAccuracy(family, null, dir));
  SEEDS.forEach((seed, i) => tasks.push(() => ocrAccuracy(family, seed, dir, PENS[i % PENS.length])));
}
const scores = await pool(tasks, 2);
const rows: Row[] = FONT_FAMILIES.map((family, i) => {
  const s = scores.slice(i * (SEEDS.length + 1), (i + 1) * (SEEDS.length + 1));
  const varied = s.slice(1);
  const byPen: Record<string, number[]> = {};
  varied.forEach((x, k) => (byPen[PENS[k % PENS.length]!] ??= []).push(x));
  return { family, plain: s[0]!, varied: varied.reduce((a, b) => a + b, 0) / varied.length, byPen };
});

const failures: string[] = [];
for (const r of rows) {
  if (r.plain - r.varied > MAX_VARIATION_COST_PP) failures.push(`${r.family}: variation costs ${(r.plain - r.varied).toFixed(1)} pp (max ${MAX_VARIATION_COST_PP})`);
}
const def = rows.find((r) => r.family === DEFAULT_FONT_FAMILY)!;
if (def.varied < DEFAULT_MIN) failures.push(`${DEFAULT_FONT_FAMILY} (default) reaches ${def.varied.toFixed(1)}% with variation (min ${DEFAULT_MIN}%)`);

const pct = (x: number): string => `${x.toFixed(1)}%`;
const mean = (xs: number[] = []): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
if (markdown) {
  console.log(`| family | font | plain font | with variation (mean of ${SEEDS.length} seeds) | ${PENS.join(' | ')} | cost (pp) |`);
  console.log(`|---|---|---|---|${PENS.map(() => '---|').join('')}---|`);
  for (const r of rows) {
    console.log(`| ${r.family} | ${FAMILY_SPECS[r.family].font} | ${pct(r.plain)} | ${pct(r.varied)} | ${PENS.map((p) => pct(mean(r.byPen[p]))).join(' | ')} | ${(r.plain - r.varied).toFixed(1)} |`);
  }
} else {
  console.log(`OCR character accuracy (tesseract --psm 6, 300 dpi, ${LEGIBILITY_TRUTH.length} characters of known text)`);
  console.log(`family       font                    plain    varied   cost   ${PENS.map((p) => p.padStart(9)).join(' ')}`);
  for (const r of rows) {
    const pens = PENS.map((p) => pct(mean(r.byPen[p])).padStart(9)).join(' ');
    console.log(`${r.family.padEnd(12)} ${FAMILY_SPECS[r.family].font.padEnd(22)} ${pct(r.plain).padStart(7)}  ${pct(r.varied).padStart(7)}  ${(r.plain - r.varied).toFixed(1).padStart(5)} pp ${pens}`);
  }
}
console.log(failures.length === 0 ? `PASS: variation costs <= ${MAX_VARIATION_COST_PP} pp for every family; Stafford >= ${DEFAULT_MIN}%` : `FAIL:\n  ${failures.join('\n  ')}`);
if (keepIdx < 0) rmSync(dir, { recursive: true, force: true });
else console.log(`renders kept in ${dir}`);
if (check && failures.length > 0) process.exitCode = 1;
