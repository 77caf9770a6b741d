import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export type RecipientStatus = 'pending' | 'invalid' | 'ready' | 'printing' | 'shipped' | 'delivered' | 'deleted';
export const RECIPIENT_STATUSES: readonly RecipientStatus[] = ['pending', 'invalid', 'ready', 'printing', 'shipped', 'delivered', 'deleted'];

export interface RecipientRow {
  id: string;
  team_id: string;
  campaign_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  email: string | null;
  domain: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  region: string | null;
  variables_json: string;
  external_id: string | null;
  status: RecipientStatus;
  testing: number;
  render_status: 'queued' | 'rendered' | 'failed';
  render_error: string | null;
  created_at: string;
  updated_at: string;
  /** PDF attachment pages charged with the recipient (migration 6; 0 when none). */
  attachment_pages?: number;
}

const COLUMNS = [
  'id', 'team_id', 'campaign_id', 'title', 'first_name', 'last_name', 'company', 'email', 'domain', 'address1', 'address2',
  'address3', 'city', 'state', 'postal_code', 'country', 'region', 'variables_json', 'external_id', 'status', 'testing',
  'render_status', 'render_error', 'created_at', 'updated_at',
] as const satisfies readonly (keyof RecipientRow)[];

/** Fields a re-submission (external-id upsert) may change. */
const UPDATABLE = COLUMNS.filter((c) => !['id', 'team_id', 'campaign_id', 'status', 'testing', 'created_at', 'external_id'].includes(c));

export function insertRecipient(db: Db, row: RecipientRow): void {
  prepared(db, `INSERT INTO recipients (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`).run(row);
}

/** Rows a statement of insertRecipients writes: one statement and one call into SQLite for many rows. */
const ROWS_A_STATEMENT = 50;
const rowValues = `(${COLUMNS.map(() => '?').join(', ')})`;

/**
 * Inserts many recipients, in order, ROWS_A_STATEMENT to a statement with positional
 * values: binding a row by name and running a statement per row cost a third of the
 * inserts' time (scripts/bench-import.ts, storage floor).
 */
export function insertRecipients(db: Db, rows: readonly RecipientRow[]): void {
  const values: unknown[] = [];
  for (let start = 0; start < rows.length; start += ROWS_A_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_A_STATEMENT);
    values.length = 0;
    for (const row of chunk) for (const column of COLUMNS) values.push(row[column]);
    prepared(db, `INSERT INTO recipients (${COLUMNS.join(', ')}) VALUES ${Array(chunk.length).fill(rowValues).join(', ')}`).run(values);
  }
}

export function updateRecipientFields(db: Db, row: RecipientRow): void {
  prepared(db, `UPDATE recipients SET ${UPDATABLE.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run(row);
}

/** Team-scoped: another team's recipient is indistinguishable from a missing one. */
export function findRecipient(db: Db, teamId: string, id: string): RecipientRow | undefined {
  return prepared(db, 'SELECT * FROM recipients WHERE id = ? AND team_id = ?').get(id, teamId) as RecipientRow | undefined;
}

export function findRecipientById(db: Db, id: string): RecipientRow | undefined {
  return prepared(db, 'SELECT * FROM recipients WHERE id = ?').get(id) as RecipientRow | undefined;
}

export function findReadyByExternalId(db: Db, campaignId: string, externalId: string): RecipientRow | undefined {
  return prepared(db, "SELECT * FROM recipients WHERE campaign_id = ? AND external_id = ? AND status = 'ready' ORDER BY created_at DESC LIMIT 1")
    .get(campaignId, externalId) as RecipientRow | undefined;
}

export function setRenderOutcome(db: Db, id: string, outcome: 'queued' | 'rendered' | 'failed', error: string | null, now: string): void {
  prepared(db, 'UPDATE recipients SET render_status = ?, render_error = ?, updated_at = ? WHERE id = ?').run(outcome, error, now, id);
}

type RenderCounts = Partial<Record<'queued' | 'rendered' | 'failed', number>>;

/**
 * Live (not deleted) recipients of a campaign by the state of their render job: queued,
 * rendered, failed. Every recipient is counted from the covering index recipients_rendered
 * and the deleted ones (few, found by recipients_campaign) taken off: filtering on status
 * in one query reads every row of the table instead (73 ms against 9 ms at 100,000).
 */
export function countByRenderStatus(db: Db, campaignId: string): RenderCounts {
  const all = prepared(db, 'SELECT render_status, count(*) AS n FROM recipients WHERE campaign_id = ? GROUP BY render_status').all(campaignId) as { render_status: keyof RenderCounts; n: number }[];
  const deleted = prepared(db, "SELECT render_status, count(*) AS n FROM recipients WHERE campaign_id = ? AND status = 'deleted' GROUP BY render_status").all(campaignId) as { render_status: keyof RenderCounts; n: number }[];
  const counts: RenderCounts = Object.fromEntries(all.map((r) => [r.render_status, r.n]));
  for (const r of deleted) counts[r.render_status] = (counts[r.render_status] ?? 0) - r.n;
  return counts;
}

export function setRecipientStatus(db: Db, id: string, status: RecipientStatus, now: string): void {
  prepared(db, 'UPDATE recipients SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
}

export function countByStatus(db: Db, campaignId: string): Partial<Record<RecipientStatus, number>> {
  const rows = prepared(db, 'SELECT status, count(*) AS n FROM recipients WHERE campaign_id = ? GROUP BY status').all(campaignId) as { status: RecipientStatus; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The most recently created recipient whose documents are rendered. */
export function latestRenderedRecipientId(db: Db, campaignId: string): string | undefined {
  const row = prepared(db, "SELECT id FROM recipients WHERE campaign_id = ? AND render_status = 'rendered' ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .get(campaignId) as { id: string } | undefined;
  return row?.id;
}

/** Pending live recipients (testing ones are never charged) of a campaign, oldest first: what a checkout pays for. */
export function listPendingLiveRecipients(db: Db, campaignId: string): RecipientRow[] {
  return prepared(db, "SELECT * FROM recipients WHERE campaign_id = ? AND status = 'pending' AND testing = 0 ORDER BY created_at, rowid").all(campaignId) as RecipientRow[];
}

export function findPendingLiveRecipient(db: Db, id: string): RecipientRow | undefined {
  return prepared(db, "SELECT * FROM recipients WHERE id = ? AND status = 'pending' AND testing = 0").get(id) as RecipientRow | undefined;
}

/** Paid: a recipient still pending becomes ready for fulfilment. */
export function markPendingRecipientReady(db: Db, id: string, now: string): void {
  prepared(db, "UPDATE recipients SET status = 'ready', updated_at = ? WHERE id = ? AND status = 'pending'").run(now, id);
}

/** Live recipients of a campaign with a fulfilment step ahead (ready, printing or shipped). */
export function listLiveRecipientsInFulfilment(db: Db, campaignId: string): RecipientRow[] {
  return prepared(db, "SELECT * FROM recipients WHERE campaign_id = ? AND testing = 0 AND status IN ('ready', 'printing', 'shipped')").all(campaignId) as RecipientRow[];
}

/** Live recipients of a campaign that have left for the post (gone) and that still wait for payment or printing. */
export function countLiveShipping(db: Db, campaignId: string): { gone: number; waiting: number } {
  const counts = prepared(
    db,
    `SELECT sum(status IN ('shipped', 'delivered')) AS gone, sum(status IN ('pending', 'ready', 'printing')) AS waiting
     FROM recipients WHERE campaign_id = ? AND testing = 0`,
  ).get(campaignId) as { gone: number | null; waiting: number | null };
  return { gone: counts.gone ?? 0, waiting: counts.waiting ?? 0 };
}

export function setAttachmentPages(db: Db, id: string, pages: number): void {
  prepared(db, 'UPDATE recipients SET attachment_pages = ? WHERE id = ?').run(pages, id);
}

/** What the HTML engine removed or refused for an HTML recipient (a JSON list), stored beside it. */
export function setHtmlWarnings(db: Db, recipientId: string, warningsJson: string): void {
  prepared(db, 'UPDATE recipients SET html_warnings_json = ? WHERE id = ?').run(warningsJson, recipientId);
}
