/**
 * Hands made from a filled-in template ("your own hand"), as the engine writes with them:
 * each thread (the API's, every render worker) holds the fonts it was handed, by engine key
 * (`hand:<id>:<revision>`, so an edited hand is a new key and no cached shape outlives it),
 * and writes with them exactly as with the built-in families: same layout, variation, pens
 * and painters. A word with a character the hand lacks is written in its closest built-in hand.
 */
import { DEFAULT_FONT_FAMILY, isFontFamily } from '#shared/handwriting.ts';
import { LoadedFont, type WordLayout, loadFamily } from './fonts.ts';
import type { HandFamily, OwnHandFont, OwnHandKey } from './own-hand-keys.ts';

export type { HandFamily, OwnHandFont } from './own-hand-keys.ts';

/** Hands kept in a thread; the least recently used go first (each is a few hundred KB with its shapes). */
const MAX_HANDS = 24;
const hands = new Map<string, { data: OwnHandFont; font: LoadedFont | null }>();
/** The smallest gap between two letters of an own hand, em (about 0.15 of its x-height). */
const KEEP_APART_EM = 0.075;
/**
 * Strength of the engine's per-letter variation in an own hand (built-in hands: 1). At 1,
 * tesseract read 76-90 % of the words of a note in the Caveat test hand; at 0.6, 90-98 %.
 */
const OWN_HAND_JITTER = 0.6;

/** Hands a thread the font of an own hand (again: no change). */
export function registerOwnHand(data: OwnHandFont): void {
  if (hands.has(data.key)) return;
  hands.set(data.key, { data, font: null });
  while (hands.size > MAX_HANDS) hands.delete(hands.keys().next().value!);
}

function ownHand(key: OwnHandKey): { data: OwnHandFont; font: LoadedFont } {
  const entry = hands.get(key);
  if (!entry) throw new Error(`The hand ${key} was not handed to this thread`);
  hands.delete(key);
  hands.set(key, entry);
  if (!entry.font) {
    // written as separate letters (kerned from the sheet's ink): the varied layout keeps them
    // apart; the writer's own variants carry most of the variety, so the engine's is lighter
    entry.font = new LoadedFont({ family: key, font: entry.data.name, sizeAdjust: 1, lineHeight: 1.5, keepApart: KEEP_APART_EM, jitter: OWN_HAND_JITTER }, entry.data.otf);
  }
  return entry as { data: OwnHandFont; font: LoadedFont };
}

/** The font of a family: built-in or own. */
export function loadHand(family: HandFamily): LoadedFont {
  return isFontFamily(family) ? loadFamily(family) : ownHand(family).font;
}

/** Word layout in the family, falling back (a built-in family to the default, an own hand to its closest) where it lacks a character. */
export function layoutWordInHand(family: HandFamily, word: string): WordLayout {
  const font = loadHand(family);
  if (font.covers(word)) return font.layoutWord(word);
  const fallbacks = isFontFamily(family) ? [DEFAULT_FONT_FAMILY] : [ownHand(family).data.fallback, DEFAULT_FONT_FAMILY];
  for (const f of fallbacks) {
    if (f === family) continue;
    const other = loadFamily(f);
    if (other.covers(word)) return other.layoutWord(word);
  }
  return font.layoutWord(word);
}
