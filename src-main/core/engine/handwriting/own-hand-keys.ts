// What names an own hand, without the font engine: the event loop (the document pool, the hand
// store) reads keys and hands fonts on, and must not load fontkit for it (built-server.test.ts).
import type { FontFamily } from '#shared/handwriting.ts';

export type OwnHandKey = `hand:${string}`;
/** A family the engine writes with: a built-in one, or an own hand's key. */
export type HandFamily = FontFamily | OwnHandKey;

/** What a thread needs to write with an own hand. */
export interface OwnHandFont {
  key: OwnHandKey;
  name: string;
  /** The hand's OpenType font (build-hand-font.ts). */
  otf: Uint8Array;
  /** The closest built-in hand: it writes what the hand lacks. */
  fallback: FontFamily;
}

export function isOwnHandKey(family: string): family is OwnHandKey {
  return family.startsWith('hand:');
}

export function ownHandKey(id: string, revision: number): OwnHandKey {
  return `hand:${id}:${revision}`;
}
