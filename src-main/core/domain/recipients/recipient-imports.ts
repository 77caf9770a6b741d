// Recipient imports (docs/import.md, "The import's state on the server"): the app's
// import of a file, with its progress, so that every view shows the same state and a
// batch sent twice is stored once.
import type { RecipientImport } from '#shared/contract/imports.ts';
import type { z } from 'zod';
import type { importCreateSchema, importUpdateSchema } from '#shared/schemas/imports.ts';
import { importBatchSchema } from '#shared/schemas/imports.ts';
import { isoMicros } from '#shared/time.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { findImport, type ImportRow, insertImport, listCampaignImports, runningImportOf, updateImport } from '#core/db/imports-repo.ts';
import { ConflictError, DomainError, NotFoundError } from '#core/base/error-kinds.ts';
import { newRowId } from '#core/base/ids.ts';
import { validate } from '../validate.ts';
import { checkRecipients, storeRecipients } from './create-recipients.ts';
import { holdRendersForIntake } from './render-queue.ts';

/** A running import with no batch for this long is stopped: the app that sent it went away. */
export const STALL_MS = 30_000;
const LISTED = 20;

const isStalled = (row: ImportRow, nowMs: number) => row.status === 'running' && nowMs - (row.last_batch_ms ?? row.run_started_ms) > STALL_MS;

export function importView(row: ImportRow, nowMs: number): RecipientImport {
  const status = isStalled(row, nowMs) ? 'stopped' : row.status;
  const seconds = row.last_batch_ms === null ? 0 : (row.last_batch_ms - row.run_started_ms) / 1000;
  const rows = row.rows_stored - row.run_rows_start;
  const rate = seconds > 0 && rows > 0 ? Math.round((rows / seconds) * 10) / 10 : null;
  const left = Math.max(0, row.rows_total - row.rows_stored);
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    file_name: row.file_name,
    sheet: row.sheet,
    fingerprint: row.fingerprint,
    status,
    rows_total: row.rows_total,
    rows_stored: row.rows_stored,
    through_row: row.through_row,
    rows_per_second: rate,
    seconds_remaining: status === 'running' && rate ? Math.round((left / rate) * 10) / 10 : null,
    last_error: row.last_error,
    started_at: row.started_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

function campaignOr404(core: CoreContext, teamId: string, campaignId: string) {
  const campaign = findCampaign(core.db, teamId, campaignId);
  if (!campaign || campaign.hidden === 1) throw new NotFoundError('Campaign not found');
  return campaign;
}

export function importOr404(core: CoreContext, teamId: string, importId: string): ImportRow {
  const row = findImport(core.db, teamId, importId);
  if (!row) throw new NotFoundError('Import not found');
  return row;
}

/** Another import into the campaign running now (a stopped one does not count: its sender went away). */
function assertNoOtherRunning(core: CoreContext, campaignId: string, except?: string): void {
  const running = runningImportOf(core.db, campaignId);
  if (running && running.id !== except && !isStalled(running, core.clock.nowMs())) {
    throw new ConflictError(`An import of ${running.file_name} into this campaign is running`, { id: running.id });
  }
}

export function createImport(core: CoreContext, teamId: string, campaignId: string, body: z.infer<typeof importCreateSchema>): RecipientImport {
  campaignOr404(core, teamId, campaignId);
  assertNoOtherRunning(core, campaignId);
  const nowMs = core.clock.nowMs();
  const now = isoMicros(nowMs);
  const stored = body.rows_stored ?? 0;
  const row: ImportRow = {
    id: newRowId(),
    team_id: teamId,
    campaign_id: campaignId,
    file_name: body.file_name,
    sheet: body.sheet ?? null,
    fingerprint: body.fingerprint,
    status: 'running',
    rows_total: Math.max(body.rows_total, stored),
    rows_stored: stored,
    through_row: body.through_row ?? -1,
    last_error: null,
    run_started_ms: nowMs,
    run_rows_start: stored,
    last_batch_ms: null,
    started_at: now,
    updated_at: now,
    finished_at: null,
  };
  insertImport(core.db, row);
  return importView(row, nowMs);
}

export function campaignImports(core: CoreContext, teamId: string, campaignId: string): RecipientImport[] {
  campaignOr404(core, teamId, campaignId);
  const nowMs = core.clock.nowMs();
  return listCampaignImports(core.db, campaignId, LISTED).map((row) => importView(row, nowMs));
}

/** Resumes (running), cancels, fails (the app could not go on) or finishes an import. */
export function changeImport(core: CoreContext, teamId: string, importId: string, body: z.infer<typeof importUpdateSchema>): RecipientImport {
  const row = importOr404(core, teamId, importId);
  const nowMs = core.clock.nowMs();
  const now = isoMicros(nowMs);
  if (row.status === 'done' && body.status !== 'done') throw new ConflictError('The import is done');
  let next: ImportRow = { ...row, updated_at: now };
  if (body.status === 'running') {
    assertNoOtherRunning(core, row.campaign_id, row.id);
    // A new run: its rate counts from now.
    next = { ...next, status: 'running', last_error: null, finished_at: null, run_started_ms: nowMs, run_rows_start: row.rows_stored, last_batch_ms: null, rows_total: Math.max(body.rows_total ?? row.rows_total, row.rows_stored) };
  } else if (body.status === 'cancelled') {
    // Cancelled once every row is stored (between the last batch and the app's "done"): nothing is left to stop, it is done.
    if (row.status === 'running') next = { ...next, status: row.rows_stored >= row.rows_total ? 'done' : 'cancelled', finished_at: now };
  } else if (body.status === 'failed') {
    if (row.status === 'running') next = { ...next, status: 'failed', last_error: body.reason ?? 'The app stopped sending', finished_at: now };
  } else if (row.status !== 'done') {
    if (row.status !== 'running') throw new ConflictError(`The import is ${row.status}: resume it first`);
    next = { ...next, status: 'done', finished_at: now };
  }
  updateImport(core.db, next);
  return importView(next, nowMs);
}

/** Why a batch was refused, in one line: the message, and the first field the error tree names (data.12.address.postalCode: Required). */
function refusal(error: DomainError): string {
  const walk = (node: unknown, path: string[]): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const own = (node as { _errors?: string[] })._errors?.[0];
    if (own !== undefined && path.length > 0) return `${path.join('.')}: ${own}`;
    for (const [key, child] of Object.entries(node)) {
      if (key === '_errors') continue;
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  const first = walk(error.data, []);
  return first ? `${error.message}: ${first}` : error.message;
}

/**
 * Stores a batch of an import's rows as POST /api/recipients stores recipients, with the
 * import's progress, in one transaction; a batch not past the import's last stored row
 * is a repeat and stores nothing. A refused batch fails the import, with the reason.
 */
export function storeImportBatch(core: CoreContext, teamId: string, importId: string, body: unknown) {
  const row = importOr404(core, teamId, importId);
  const batch = validate(importBatchSchema, body);
  if (row.status !== 'running') throw new ConflictError(`The import is ${row.status}: resume it first`);
  const nowMs = core.clock.nowMs();
  if (batch.through_row <= row.through_row) return { created: 0, updated: 0, repeated: true, import: importView(row, nowMs) };
  let checked;
  try {
    checked = checkRecipients(core, teamId, row.campaign_id, batch.data);
  } catch (error) {
    if (error instanceof DomainError) {
      updateImport(core.db, { ...row, status: 'failed', last_error: refusal(error), updated_at: isoMicros(nowMs), finished_at: isoMicros(nowMs) });
      core.events.publish('import.changed', teamId, row.id);
    }
    throw error;
  }
  return core.db.transaction(() => {
    const stored = storeRecipients(core, checked);
    const created = stored.filter((r) => r.created_at === r.updated_at).length;
    const now = isoMicros(nowMs);
    const next: ImportRow = { ...row, rows_stored: row.rows_stored + stored.length, through_row: batch.through_row, last_batch_ms: nowMs, updated_at: now };
    updateImport(core.db, next);
    holdRendersForIntake(core);
    return { created, updated: stored.length - created, repeated: false, import: importView(next, nowMs) };
  })();
}
