import type { Db } from '#core/db/connection.ts';
import { deleteHand, listAllHandFonts } from '#core/db/hands-repo.ts';
import { LoadedFont } from '#core/engine/handwriting/fonts.ts';

/**
 * Why the engine could not write with this font, or undefined: it is opened and laid out as a render
 * worker does (fontkit and HarfBuzz, in the engine's LoadedFont), and each character the hand says it has is drawn.
 */
function unwritable(id: string, font: Uint8Array, charactersJson: string): string | undefined {
  try {
    const characters = JSON.parse(charactersJson) as unknown;
    if (!Array.isArray(characters) || !characters.every((c) => typeof c === 'string')) return 'its characters are not a list of text';
    const loaded = new LoadedFont({ family: `import-check:${id}`, font: id, sizeAdjust: 1, lineHeight: 1.5 }, font); // throws the reason: a font collection, a file fontkit cannot read
    for (const character of characters as string[]) {
      void loaded.layoutWord(character);
      void loaded.font.glyphForCodePoint(character.codePointAt(0) ?? 0).path.toSVG();
    }
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Leaves out of an imported state every hand whose font the engine cannot write with (a hand made
 * here always can: its font is built from a scan, never uploaded), so that no render fails on it.
 * Answers one `leftOut` line per hand removed.
 */
export function leaveOutUnwritableHands(db: Db): string[] {
  const out: string[] = [];
  for (const hand of listAllHandFonts(db)) {
    const reason = unwritable(hand.id, hand.font, hand.characters_json);
    if (reason === undefined) continue;
    deleteHand(db, hand.id);
    out.push(`hand ${hand.id} (${hand.name}): its font cannot be written with (${reason.slice(0, 120)})`);
  }
  return out;
}
