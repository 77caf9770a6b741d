/**
 * A hand's cells as a font: the OpenType bytes (build-hand-font.ts), the characters it has,
 * those it lacks (written in the closest built-in hand) and what the person should check.
 */
import { HAND_CHARACTERS } from '#shared/hand-template.ts';
import { MAX_LETTER_VARIANTS } from '#shared/schemas/hands.ts';
import type { FontFamily } from '#shared/handwriting.ts';
import { buildHandFont, type HandGlyph } from './build-hand-font.ts';
import { closestHand } from './closest-hand.ts';
import type { HandCell } from './scan-hand.ts';
import { type Contour, parsePath } from './svg-path.ts';

export interface BuiltHand {
  otf: Uint8Array;
  characters: string[];
  missing: string[];
  warnings: string[];
  fallback: FontFamily;
}

const ordinal = (n: number) => ['first', 'second', 'third'][n - 1] ?? `#${n}`;
const quoted = (c: string) => (c === "'" ? '"\'"' : `'${c}'`);

export function buildHand(name: string, cells: readonly HandCell[], dpi: readonly number[]): BuiltHand {
  const glyphs: HandGlyph[] = [];
  const first = new Map<string, Contour[]>();
  const written = new Map<string, number>();
  for (const cell of cells) {
    if (cell.status !== 'ok' || !cell.path) continue;
    written.set(cell.char, (written.get(cell.char) ?? 0) + 1);
    if (written.get(cell.char)! > MAX_LETTER_VARIANTS) continue; // the first five, in sheet order
    const contours = parsePath(cell.path);
    glyphs.push({ char: cell.char, contours });
    if (!first.has(cell.char)) first.set(cell.char, contours);
  }
  const wanted = [...new Set(HAND_CHARACTERS)];
  const characters = wanted.filter((c) => first.has(c));
  const missing = wanted.filter((c) => !first.has(c));
  const warnings: string[] = [];
  const low = dpi.filter((d) => d < 200);
  if (low.length) warnings.push(`The sheet is at about ${Math.min(...low)} dpi: the letters are traced, but a 300 dpi scan gives smoother outlines.`);
  for (const cell of cells) {
    if (cell.status === 'ok' && cell.touchesEdge && !cell.crop) warnings.push(`The ${ordinal(cell.occurrence)} ${quoted(cell.char)} reaches the edge of its box: check that it is whole, or re-crop it.`);
  }
  const sheets = new Set(cells.map((c) => c.sheet)).size;
  for (const ch of wanted) {
    const all = cells.filter((c) => c.char === ch);
    const written = all.filter((c) => c.status === 'ok').length;
    if (written > 0 && written < Math.min(all.length, MAX_LETTER_VARIANTS) && all.length > sheets) warnings.push(`${quoted(ch)} is written ${written} of ${all.length} times: its other cells are empty or cleared.`);
  }
  const over = [...written].filter(([, n]) => n > MAX_LETTER_VARIANTS).map(([c]) => quoted(c));
  if (over.length) warnings.push(`${over.join(' ')} ${over.length > 1 ? 'have' : 'has'} more than ${MAX_LETTER_VARIANTS} written variants: the first ${MAX_LETTER_VARIANTS} are used; clear one to use another.`);
  const fallback = closestHand(first);
  if (missing.length) warnings.push(`${missing.length} character${missing.length > 1 ? 's are' : ' is'} missing (${missing.join(' ')}): the hand writes ${missing.length > 1 ? 'them' : 'it'} in ${fallback}, the closest built-in hand.`);
  return { otf: buildHandFont(name, glyphs), characters, missing, warnings, fallback };
}
