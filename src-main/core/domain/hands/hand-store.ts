/**
 * The team's own hands: made from scans (in a render worker), named, edited, deleted, and
 * found by name for every route that writes by hand. A refused scan changes nothing.
 */
import { FONT_FAMILIES, type FontFamily, isFontFamily } from '#shared/handwriting.ts';
import type { UpdateHandBody } from '#shared/schemas/hands.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { ConflictError, InvalidInputError, NotFoundError, ValidationError } from '#core/base/error-kinds.ts';
import { newRowId } from '#core/base/ids.ts';
import type { Db } from '#core/db/connection.ts';
import { deleteHand, findHand, findHandByName, findHandFont, handNames, handSheet, type HandRow, type HandSummaryRow, insertHand, updateHand } from '#core/db/hands-repo.ts';
import { type HandFamily, isOwnHandKey, type OwnHandFont, ownHandKey } from '#core/engine/handwriting/own-hand-keys.ts';
import type { HandJobResult } from '#core/engine/own-hand/hand-jobs.ts';
import type { HandCell, ScanFile } from '#core/engine/own-hand/scan-hand.ts';

export const DEFAULT_HAND_NAME = 'My hand';

function parse<T>(json: string): T {
  return JSON.parse(json) as T;
}

export function handSummary(row: HandSummaryRow) {
  return {
    id: row.id,
    name: row.name,
    paper: row.paper,
    characters: parse<string[]>(row.characters_json),
    missing: parse<string[]>(row.missing_json),
    warnings: parse<string[]>(row.warnings_json),
    fallback: row.fallback_family as FontFamily,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function handView(row: HandSummaryRow) {
  const cells = parse<HandCell[]>(row.cells_json);
  return {
    ...handSummary(row),
    dpi: parse<number[]>(row.dpi_json),
    sheets: new Set(cells.map((c) => c.sheet)).size,
    cells: cells.map((c) => ({ sheet: c.sheet, index: c.index, char: c.char, occurrence: c.occurrence, status: c.status, path: c.path, crop: c.crop, touches_edge: c.touchesEdge })),
  };
}

export function getHand(db: Db, teamId: string, id: string): HandRow {
  const row = findHand(db, teamId, id);
  if (!row) throw new NotFoundError('Hand not found');
  return row;
}

/** A name the team may give a hand (already trimmed by the schema). */
function checkName(db: Db, teamId: string, name: string, self?: string): void {
  if (FONT_FAMILIES.some((f) => f.toLowerCase() === name.toLowerCase())) throw new ConflictError(`'${name}' is the name of a built-in hand: choose another name`);
  const other = findHandByName(db, teamId, name);
  if (other && other.id !== self) throw new ConflictError(`The team already has a hand named '${name}': choose another name`);
}

function freeName(db: Db, teamId: string): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? DEFAULT_HAND_NAME : `${DEFAULT_HAND_NAME} ${n}`;
    if (!findHandByName(db, teamId, name)) return name;
  }
}

/** The fields of a hand's row that a render worker's job gives: its cells and the font built from them. */
export function builtFields(made: Extract<HandJobResult, { ok: true }>): Pick<HandRow, 'fallback_family' | 'cells_json' | 'characters_json' | 'missing_json' | 'warnings_json' | 'font'> {
  return {
    fallback_family: made.built.fallback,
    cells_json: JSON.stringify(made.cells),
    characters_json: JSON.stringify(made.built.characters),
    missing_json: JSON.stringify(made.built.missing),
    warnings_json: JSON.stringify(made.built.warnings),
    font: made.built.otf,
  };
}

function accepted(result: HandJobResult, path: string): Extract<HandJobResult, { ok: true }> {
  if (!result.ok) {
    if (result.cell) throw ValidationError.of([{ path: [path], message: result.rejected }]);
    throw new InvalidInputError(result.rejected);
  }
  return result;
}

export async function createHand(core: CoreContext, teamId: string, nameGiven: string | undefined, files: ScanFile[]): Promise<HandRow> {
  const name = nameGiven ?? freeName(core.db, teamId);
  checkName(core.db, teamId, name);
  const made = accepted(await core.documents.handJob({ kind: 'make', name, files }), 'file');
  checkName(core.db, teamId, name); // another request may have taken the name meanwhile
  const at = nowIso(core.clock);
  const row: HandRow = {
    id: newRowId(),
    team_id: teamId,
    name,
    paper: made.paper,
    revision: 1,
    ...builtFields(made),
    dpi_json: JSON.stringify(made.dpi),
    created_at: at,
    updated_at: at,
  };
  insertHand(core.db, row, made.sheets);
  return row;
}

export async function editHand(core: CoreContext, teamId: string, id: string, body: UpdateHandBody): Promise<HandRow> {
  const row = getHand(core.db, teamId, id);
  const name = body.name ?? row.name;
  if (body.name !== undefined) checkName(core.db, teamId, name, id);
  const edits = body.cells ?? [];
  if (edits.length === 0 && name === row.name) return row;
  const cells = parse<HandCell[]>(row.cells_json);
  const sheets: Record<number, Uint8Array> = {};
  for (const edit of edits) {
    if (edit.action === 'clear' || sheets[edit.sheet]) continue;
    const image = handSheet(core.db, id, edit.sheet);
    if (image) sheets[edit.sheet] = image;
  }
  const dpi = parse<number[]>(row.dpi_json);
  const made = accepted(await core.documents.handJob({ kind: 'rebuild', name, paper: row.paper, dpi, cells, edits, sheets }), 'cells');
  const current = getHand(core.db, teamId, id); // edited or deleted meanwhile: the later edit wins, a deleted hand stays deleted
  if (body.name !== undefined) checkName(core.db, teamId, name, id);
  const next: HandRow = {
    ...current,
    name,
    revision: current.revision + 1,
    ...builtFields(made),
    updated_at: nowIso(core.clock),
  };
  updateHand(core.db, next);
  return next;
}

export function removeHand(core: CoreContext, teamId: string, id: string): void {
  deleteHand(core.db, getHand(core.db, teamId, id).id);
}

/** The engine's family for a name the team writes with: a built-in hand, or one of its own; undefined for neither. */
export function handFamilyByName(db: Db, teamId: string, name: string): HandFamily | undefined {
  if (isFontFamily(name)) return name;
  const row = findHandByName(db, teamId, name);
  return row ? ownHandKey(row.id, row.revision) : undefined;
}

/** Every name the team writes with, to its engine family (handwritten blocks of HTML sides). */
export function teamHandFamilies(db: Db, teamId: string): Map<string, HandFamily> {
  return new Map(handNames(db, teamId).map((h) => [h.name, ownHandKey(h.id, h.revision)]));
}

/** The font a render worker is handed for an engine key. */
export function ownHandFont(db: Db, key: string): OwnHandFont | undefined {
  if (!isOwnHandKey(key)) return undefined;
  const m = /^hand:(.+):(\d+)$/.exec(key);
  if (!m) return undefined;
  const row = findHandFont(db, m[1]!, Number(m[2]));
  return row ? { key, name: row.name, otf: row.font, fallback: isFontFamily(row.fallback_family) ? row.fallback_family : 'Stafford' } : undefined;
}
