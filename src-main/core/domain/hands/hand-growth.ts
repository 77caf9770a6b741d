/**
 * A hand that grows: more filled-in sheets added to a stored hand (POST /api/hands/{handId}/sheets).
 * Their letters become further variants (at most MAX_LETTER_VARIANTS written ones a letter;
 * the others are kept, cleared, for the review), characters the hand lacked are filled, and
 * the answer says what changed. A refused sheet changes nothing.
 */
import { MAX_HAND_SHEETS, MAX_LETTER_VARIANTS } from '#shared/schemas/hands.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { ConflictError, InvalidInputError } from '#core/base/error-kinds.ts';
import { growHand, type HandRow } from '#core/db/hands-repo.ts';
import type { HandCell, ScanFile } from '#core/engine/own-hand/scan-hand.ts';
import { builtFields, getHand } from './hand-store.ts';

export interface SheetChanges {
  /** The new sheets' numbers (0-based). */
  sheets: number[];
  /** Characters the hand lacked that it now writes. */
  filled: string[];
  /** Characters that gained written variants. */
  more_variants: string[];
  /** Characters whose new cells were set aside (cleared): they already had the most variants. */
  set_aside: string[];
  message: string;
}

const list = (chars: readonly string[]) => chars.join(' ');

function changesOf(before: readonly HandCell[], after: readonly HandCell[], missingBefore: readonly string[], missingAfter: readonly string[], firstNew: number): SheetChanges {
  const fresh = after.filter((c) => c.sheet >= firstNew);
  const sheets = [...new Set(fresh.map((c) => c.sheet))];
  const filled = missingBefore.filter((c) => !missingAfter.includes(c));
  const had = new Set(before.filter((c) => c.status === 'ok').map((c) => c.char));
  const more = [...new Set(fresh.filter((c) => c.status === 'ok' && had.has(c.char)).map((c) => c.char))];
  const aside = [...new Set(fresh.filter((c) => c.status === 'cleared').map((c) => c.char))];
  const parts = [`${sheets.length > 1 ? `Sheets ${sheets.map((s) => s + 1).join(', ')}` : `Sheet ${sheets[0]! + 1}`} added`];
  parts.push(more.length ? `${more.length} character${more.length > 1 ? 's have' : ' has'} more written variants` : 'no character has more variants');
  if (filled.length) parts.push(`${filled.length} missing character${filled.length > 1 ? 's are' : ' is'} now written (${list(filled)})`);
  if (aside.length) parts.push(`the new cells of ${list(aside)} were set aside (they already have ${MAX_LETTER_VARIANTS} written variants: clear one to use another)`);
  return { sheets, filled, more_variants: more, set_aside: aside, message: `${parts.join('; ')}.` };
}

export async function addHandSheets(core: CoreContext, teamId: string, id: string, files: ScanFile[]): Promise<{ row: HandRow; changes: SheetChanges }> {
  const row = getHand(core.db, teamId, id);
  const dpi = JSON.parse(row.dpi_json) as number[];
  const cells = JSON.parse(row.cells_json) as HandCell[];
  const sheetCount = dpi.length;
  if (sheetCount + files.length > MAX_HAND_SHEETS) throw new InvalidInputError(`The hand has ${sheetCount} sheet${sheetCount > 1 ? 's' : ''}; a hand holds at most ${MAX_HAND_SHEETS}. Clear the variants you like least instead, or make a new hand.`);
  const made = await core.documents.handJob({ kind: 'grow', name: row.name, paper: row.paper, dpi, cells, sheetCount, files });
  if (!made.ok) throw new InvalidInputError(made.rejected);
  if (sheetCount + made.sheets.length > MAX_HAND_SHEETS) throw new InvalidInputError(`Those files hold ${made.sheets.length} sheets; the hand has ${sheetCount}, and a hand holds at most ${MAX_HAND_SHEETS}.`);
  const current = getHand(core.db, teamId, id); // deleted meanwhile: a 404, nothing stored
  if (current.revision !== row.revision) throw new ConflictError('The hand was changed while the sheet was read: send the sheet again.');
  const next: HandRow = {
    ...current,
    revision: current.revision + 1,
    ...builtFields(made),
    dpi_json: JSON.stringify(made.dpi),
    updated_at: nowIso(core.clock),
  };
  growHand(core.db, next, made.sheets.map((image, i) => ({ sheet: sheetCount + i, image })));
  return { row: next, changes: changesOf(cells, made.cells, JSON.parse(row.missing_json) as string[], made.built.missing, sheetCount) };
}
