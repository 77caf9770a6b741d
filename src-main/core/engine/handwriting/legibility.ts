/**
 * Legibility of the hands, measured with OCR: a known text is rendered at 300 dpi in
 * black on white, read by Debian's tesseract CLI (`--psm 6`, English), and scored as
 * character accuracy = 1 - levenshtein(ocr, truth) / length(truth), after lower-casing
 * and collapsing whitespace. Used by scripts/legibility.ts and legibility.test.ts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Pen } from '#shared/handwriting.ts';
import type { HandFamily } from './own-hands.ts';
import { layoutHandwriting } from './layout.ts';
import { paintPng } from './paint-png.ts';

const run = promisify(execFile);

export const LEGIBILITY_LINES = [
  'Dear Margaret, thank you so much for the lovely flowers.',
  'The quick brown fox jumps over the lazy dog.',
  'We hope to see you at the market on Saturday morning.',
  'Pack my box with five dozen liquor jugs, said Jack.',
  'With warm wishes from all of us at number twelve.',
];
export const LEGIBILITY_TRUTH = LEGIBILITY_LINES.join(' ');
/** Largest cost of the natural variation, in points of character accuracy. */
export const MAX_VARIATION_COST_PP = 5;

/** Why tesseract cannot run here (with English data), or false when it can. */
export function tesseractMissing(): string | false {
  try {
    const langs = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return /^eng$/m.test(langs) ? false : 'tesseract has no English data (apt-get install tesseract-ocr-eng)';
  } catch {
    return 'tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-eng)';
  }
}

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

/** Character accuracy (0-100) of an OCR reading against the known text. */
export function characterAccuracy(ocr: string, truth = LEGIBILITY_TRUTH): number {
  const t = normalise(truth);
  return Math.max(0, 1 - levenshtein(normalise(ocr), t) / t.length) * 100;
}

/**
 * Word share (0-100): of the known text's words (lower case, without punctuation), how many
 * the reading has, each word counted as often as it is in both.
 */
export function wordShare(ocr: string, truth = LEGIBILITY_TRUTH): number {
  const words = (s: string) => normalise(s).replace(/[^\p{L}\p{N}' ]/gu, ' ').split(' ').filter(Boolean);
  const read = new Map<string, number>();
  for (const w of words(ocr)) read.set(w, (read.get(w) ?? 0) + 1);
  const wanted = words(truth);
  let found = 0;
  for (const w of wanted) {
    const left = read.get(w) ?? 0;
    if (left > 0) {
      found++;
      read.set(w, left - 1);
    }
  }
  return wanted.length ? (found / wanted.length) * 100 : 100;
}

/**
 * Renders the known text in a hand, in black with the given pen (seed null: the plain
 * font, no variation and no pen effects), writes the PNG into `dir` and returns
 * tesseract's character accuracy.
 */
export async function ocrAccuracy(family: HandFamily, seed: string | null, dir: string, pen?: Pen): Promise<number> {
  return characterAccuracy(await ocrReading(family, seed, dir, pen));
}

/** What tesseract reads of the known text written in a hand (see ocrAccuracy). */
export async function ocrReading(family: HandFamily, seed: string | null, dir: string, pen?: Pen): Promise<string> {
  const list = layoutHandwriting({
    content: LEGIBILITY_LINES.join('<br>'),
    widthMm: 190,
    heightMm: 70,
    paddingMm: 6,
    fontFamily: family,
    color: 'black',
    pen,
    seed: seed ?? '',
    variation: seed !== null,
  });
  const file = join(dir, `${family.replace(/[^A-Za-z0-9-]/g, '_')}-${seed ?? 'plain'}${pen ? `-${pen}` : ''}.png`);
  writeFileSync(file, await paintPng(list, { backgroundColor: '#ffffff' }));
  const { stdout } = await run('tesseract', [file, 'stdout', '--psm', '6', '-l', 'eng'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  return stdout;
}

/** Runs the tasks `size` at a time, keeping their order in the results. */
export async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
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
