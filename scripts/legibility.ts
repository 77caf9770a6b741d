/**
 * Legibility of the handwriting: OCR (Debian's tesseract-ocr CLI) of 300 dpi renders of a
 * known text, per family, with and without the natural variation, scored as character
 * accuracy = 1 - levenshtein(ocr, truth) / length(truth), after lower-casing and
 * collapsing whitespace. The variation run is the mean over several seeds.
 *
 * Pass criteria (exit code 1 when not met, with --check): the variation costs at most
 * 5 percentage points for every family, and the default family (Stafford) reaches 85%.
 *
 *   apt-get install -y tesseract-ocr
 *   npx node scripts/legibility.ts [--markdown] [--check] [--keep DIR]
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from '../src-shared/handwriting.ts';
import type { FontFamily } from '../src-shared/handwriting.ts';
import { FAMILY_SPECS } from '../src-main/core/render/handwriting/fonts.ts';
import { layoutHandwriting } from '../src-main/core/render/handwriting/layout.ts';
import { paintPng } from '../src-main/core/render/handwriting/paint-png.ts';

const run = promisify(execFile);
const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const check = args.includes('--check');
const keepIdx = args.indexOf('--keep');
const dir = keepIdx >= 0 && args[keepIdx + 1] ? args[keepIdx + 1]! : mkdtempSync(join(tmpdir(), 'legibility-'));
mkdirSync(dir, { recursive: true });

const LINES = [
  'Dear Margaret, thank you so much for the lovely flowers.',
  'The quick brown fox jumps over the lazy dog.',
  'We hope to see you at the market on Saturday morning.',
  'Pack my box with five dozen liquor jugs, said Jack.',
  'With warm wishes from all of us at number twelve.',
];
const TRUTH = LINES.join(' ');
const SEEDS = ['ocr-1', 'ocr-2', 'ocr-3', 'ocr-4', 'ocr-5', 'ocr-6', 'ocr-7', 'ocr-8'];
const MAX_COST_PP = 5;
const DEFAULT_MIN = 85;

function normalise(s: string): string {
  return s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim();
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

function accuracy(ocr: string): number {
  const t = normalise(TRUTH);
  return Math.max(0, 1 - levenshtein(normalise(ocr), t) / t.length) * 100;
}

async function ocr(family: FontFamily, seed: string | null): Promise<number> {
  const list = layoutHandwriting({
    content: LINES.join('<br>'),
    widthMm: 190,
    heightMm: 70,
    paddingMm: 6,
    fontFamily: family,
    color: 'black',
    seed: seed ?? '',
    variation: seed !== null,
  });
  const png = await paintPng(list, { backgroundColor: '#ffffff' });
  const file = join(dir, `${family}-${seed ?? 'plain'}.png`);
  writeFileSync(file, png);
  const { stdout } = await run('tesseract', [file, 'stdout', '--psm', '6', '-l', 'eng'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  return accuracy(stdout);
}

async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

interface Row {
  family: FontFamily;
  plain: number;
  varied: number;
}

const tasks: (() => Promise<number>)[] = [];
for (const family of FONT_FAMILIES) {
  tasks.push(() => ocr(family, null));
  for (const seed of SEEDS) tasks.push(() => ocr(family, seed));
}
const scores = await pool(tasks, 2);
const rows: Row[] = FONT_FAMILIES.map((family, i) => {
  const s = scores.slice(i * (SEEDS.length + 1), (i + 1) * (SEEDS.length + 1));
  const varied = s.slice(1).reduce((a, b) => a + b, 0) / SEEDS.length;
  return { family, plain: s[0]!, varied };
});

const failures: string[] = [];
for (const r of rows) {
  if (r.plain - r.varied > MAX_COST_PP) failures.push(`${r.family}: variation costs ${(r.plain - r.varied).toFixed(1)} pp (max ${MAX_COST_PP})`);
}
const def = rows.find((r) => r.family === DEFAULT_FONT_FAMILY)!;
if (def.varied < DEFAULT_MIN) failures.push(`${DEFAULT_FONT_FAMILY} (default) reaches ${def.varied.toFixed(1)}% with variation (min ${DEFAULT_MIN}%)`);

const pct = (x: number): string => `${x.toFixed(1)}%`;
if (markdown) {
  console.log('| family | font | plain font | with variation (mean of 8 seeds) | cost (pp) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.family} | ${FAMILY_SPECS[r.family].font} | ${pct(r.plain)} | ${pct(r.varied)} | ${(r.plain - r.varied).toFixed(1)} |`);
} else {
  console.log(`OCR character accuracy (tesseract ${'--psm 6'}, 300 dpi, ${TRUTH.length} characters of known text)`);
  console.log('family       font                    plain    varied   cost');
  for (const r of rows) {
    console.log(`${r.family.padEnd(12)} ${FAMILY_SPECS[r.family].font.padEnd(22)} ${pct(r.plain).padStart(7)}  ${pct(r.varied).padStart(7)}  ${(r.plain - r.varied).toFixed(1).padStart(5)} pp`);
  }
}
console.log(failures.length === 0 ? 'PASS: variation costs <= 5 pp for every family; Stafford >= 85%' : `FAIL:\n  ${failures.join('\n  ')}`);
if (keepIdx < 0) rmSync(dir, { recursive: true, force: true });
else console.log(`renders kept in ${dir}`);
if (check && failures.length > 0) process.exitCode = 1;
