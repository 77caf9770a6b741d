import { ADDRESS1_WARNING_LENGTH } from '#shared/recipient-import/checks.ts';
import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';
import type { RecipientRow, RecipientStatus } from './recipients-repo.ts';

export interface RecipientListFilter {
  status?: RecipientStatus;
  render_status?: RecipientRow['render_status'];
  /** `any`: only recipients with a warning; `none`: only those without. */
  warning?: 'any' | 'none';
  /** Searched in the name, company, address lines, city, postal code and external ID. */
  q?: string;
}

export type ListedRecipientRow = RecipientRow & { html_warnings_json: string | null; scans: number };

/** What the desk warns about: kept in step with recipientWarnings. */
const HAS_WARNING = `(length(coalesce(address1, '')) > ${ADDRESS1_WARNING_LENGTH} OR render_status = 'failed' OR html_warnings_json IS NOT NULL)`;
const SEARCHED = ['first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'postal_code', 'external_id'];

function where(campaignId: string, filter: RecipientListFilter): { sql: string; args: unknown[] } {
  const clauses = ['campaign_id = ?'];
  const args: unknown[] = [campaignId];
  if (filter.status) {
    clauses.push('status = ?');
    args.push(filter.status);
  } else clauses.push("status <> 'deleted'");
  if (filter.render_status) {
    clauses.push('render_status = ?');
    args.push(filter.render_status);
  }
  if (filter.warning) clauses.push(filter.warning === 'any' ? HAS_WARNING : `NOT ${HAS_WARNING}`);
  const q = filter.q?.trim();
  if (q) {
    // instr() rather than LIKE: no wildcard characters to escape in what the user typed.
    clauses.push(`(${SEARCHED.map((c) => `instr(lower(coalesce(${c}, '')), ?) > 0`).join(' OR ')} OR instr(lower(first_name || ' ' || last_name), ?) > 0)`);
    args.push(...SEARCHED.map(() => q.toLowerCase()), q.toLowerCase());
  }
  return { sql: clauses.join(' AND '), args };
}

/** One page of a campaign's recipients in the order they were added, with their scan counts, and the total matching. */
export function listCampaignRecipients(db: Db, campaignId: string, filter: RecipientListFilter, limit: number, offset: number): { rows: ListedRecipientRow[]; total: number } {
  const { sql, args } = where(campaignId, filter);
  const total = (prepared(db, `SELECT count(*) AS n FROM recipients WHERE ${sql}`).get(...args) as { n: number }).n;
  const rows = prepared(
    db,
    `SELECT r.*, (SELECT count(*) FROM qr_scans s WHERE s.recipient_id = r.id) AS scans
     FROM recipients r WHERE ${sql} ORDER BY r.created_at, r.rowid LIMIT ? OFFSET ?`,
  ).all(...args, limit, offset) as ListedRecipientRow[];
  return { rows, total };
}

export interface StatusEventRow {
  status: RecipientStatus;
  at: string;
}

export function statusEventsOf(db: Db, recipientId: string): StatusEventRow[] {
  return prepared(db, 'SELECT status, at FROM recipient_status_events WHERE recipient_id = ? ORDER BY rowid').all(recipientId) as StatusEventRow[];
}

/** Per status a campaign's recipients reached: how many, first and last time. */
export function campaignStatusSteps(db: Db, campaignId: string): { status: RecipientStatus; count: number; first_at: string; last_at: string }[] {
  return prepared(
    db,
    `SELECT e.status AS status, count(DISTINCT e.recipient_id) AS count, min(e.at) AS first_at, max(e.at) AS last_at
     FROM recipient_status_events e JOIN recipients r ON r.id = e.recipient_id
     WHERE r.campaign_id = ? AND r.testing = 0 GROUP BY e.status`,
  ).all(campaignId) as { status: RecipientStatus; count: number; first_at: string; last_at: string }[];
}

export function campaignCreatedSpan(db: Db, campaignId: string): { count: number; first_at: string | null; last_at: string | null } {
  return prepared(db, "SELECT count(*) AS count, min(created_at) AS first_at, max(created_at) AS last_at FROM recipients WHERE campaign_id = ? AND testing = 0 AND status <> 'deleted'").get(campaignId) as {
    count: number;
    first_at: string | null;
    last_at: string | null;
  };
}

export function scansOfRecipient(db: Db, recipientId: string): { scanned_at: string; destination: string; user_agent: string | null; place: string | null }[] {
  return prepared(db, 'SELECT scanned_at, destination, user_agent, place FROM qr_scans WHERE recipient_id = ? ORDER BY scanned_at DESC, rowid DESC').all(recipientId) as {
    scanned_at: string;
    destination: string;
    user_agent: string | null;
    place: string | null;
  }[];
}

/** What the campaign's paid invoice lines add up to. */
export function campaignSpentCents(db: Db, campaignId: string): number {
  return (prepared(db, "SELECT coalesce(sum(l.amount_cents), 0) AS cents FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE l.campaign_id = ? AND i.status = 'paid'").get(campaignId) as { cents: number }).cents;
}

/** What each of a team's campaigns has been charged (paid invoice lines), per currency; campaigns charged nothing are left out. */
export function teamCampaignSpend(db: Db, teamId: string): { campaign_id: string; currency: string; spent_cents: number }[] {
  return prepared(
    db,
    `SELECT l.campaign_id AS campaign_id, i.currency AS currency, sum(l.amount_cents) AS spent_cents
     FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
     WHERE i.team_id = ? AND i.status = 'paid' AND l.campaign_id IS NOT NULL
     GROUP BY l.campaign_id, i.currency ORDER BY l.campaign_id, i.currency`,
  ).all(teamId) as { campaign_id: string; currency: string; spent_cents: number }[];
}
