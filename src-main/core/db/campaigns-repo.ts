import { randomUUID } from 'node:crypto';
import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

export type CampaignStatus = 'pending' | 'ready' | 'paused' | 'stopped' | 'shipped' | 'deleted';

export interface CampaignRow {
  id: string;
  team_id: string;
  name: string;
  status: CampaignStatus;
  delivery_method: 'directMail' | 'bulkShipping';
  frequency: 'oneTime' | 'recurring';
  billing_method: 'oneTime' | 'subscription';
  product_id: string;
  template_id: string;
  include_envelope: number;
  envelope_sealed: number;
  stamp_on_envelope: number;
  shipping_address_id: string | null;
  shipping_address_json: string | null;
  return_address_id: string | null;
  return_address_json: string | null;
  tracking_email: string;
  batch_individually: number;
  stamp_class: string | null;
  subscription_id: string | null;
  invoice_id: string | null;
  cart_id: string | null;
  print_house_override_id: string | null;
  render_mode: 'standard' | 'html';
  hidden: number;
  direct_mail_handwriting_warning: string | null;
  created_at: string;
  updated_at: string;
  ready_at: string | null;
  shipped_at: string | null;
  deleted_at: string | null;
  /** Testing mode (sandbox switch): recipients are testing recipients, never live mail. Added by migration 5. */
  testing?: number;
  /** Set while an activation runs; recipients are refused meanwhile. Added by migration 5. */
  activation_in_progress?: number;
}

const COLUMNS = [
  'id', 'team_id', 'name', 'status', 'delivery_method', 'frequency', 'billing_method', 'product_id', 'template_id',
  'include_envelope', 'envelope_sealed', 'stamp_on_envelope', 'shipping_address_id', 'shipping_address_json',
  'return_address_id', 'return_address_json', 'tracking_email', 'batch_individually', 'stamp_class', 'subscription_id',
  'invoice_id', 'cart_id', 'print_house_override_id', 'render_mode', 'hidden', 'direct_mail_handwriting_warning',
  'created_at', 'updated_at', 'ready_at', 'shipped_at', 'deleted_at',
] as const satisfies readonly (keyof CampaignRow)[];

/** What every new campaign starts with: a fresh id, made now, nothing batched, billed, carted, overridden, warned or shipped yet. */
const NEW_CAMPAIGN = {
  batch_individually: 0,
  stamp_class: null,
  subscription_id: null,
  invoice_id: null,
  cart_id: null,
  print_house_override_id: null,
  direct_mail_handwriting_warning: null,
  shipped_at: null,
  deleted_at: null,
} as const satisfies Partial<CampaignRow>;

/** The row of a new campaign: the creator's choices over what every new campaign starts with. */
export function newCampaignRow(now: string, choices: Omit<CampaignRow, keyof typeof NEW_CAMPAIGN | 'id' | 'created_at' | 'updated_at'>): CampaignRow {
  return { id: randomUUID(), ...NEW_CAMPAIGN, ...choices, created_at: now, updated_at: now };
}

export function insertCampaign(db: Db, row: CampaignRow): void {
  prepared(db, `INSERT INTO campaigns (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`).run(row);
}

export function findCampaign(db: Db, teamId: string, id: string): CampaignRow | undefined {
  return prepared(db, 'SELECT * FROM campaigns WHERE id = ? AND team_id = ?').get(id, teamId) as CampaignRow | undefined;
}

/** Any team's campaign: for the sandbox, which is not scoped to a team. */
export function findCampaignById(db: Db, id: string): CampaignRow | undefined {
  return prepared(db, 'SELECT * FROM campaigns WHERE id = ?').get(id) as CampaignRow | undefined;
}

/** The unpaid pending or ready hidden HTML campaign of a team for a product and billing method, newest first. */
export function findOpenHiddenHtmlCampaign(db: Db, teamId: string, productId: string, billingMethod: string): CampaignRow | undefined {
  return prepared(db, 
      `SELECT * FROM campaigns WHERE team_id = ? AND hidden = 1 AND render_mode = 'html' AND product_id = ? AND billing_method = ?
       AND invoice_id IS NULL AND status IN ('pending', 'ready') ORDER BY created_at DESC LIMIT 1`,
    )
    .get(teamId, productId, billingMethod) as CampaignRow | undefined;
}

export interface CampaignFilter {
  status?: CampaignStatus;
  frequency?: 'oneTime' | 'recurring';
}

/** Newest first; rowid breaks ties between campaigns created in the same microsecond. */
export function listCampaigns(db: Db, teamId: string, filter: CampaignFilter): CampaignRow[] {
  const where = ['team_id = @teamId', 'hidden = 0'];
  if (filter.status) where.push('status = @status');
  if (filter.frequency) where.push('frequency = @frequency');
  return prepared(db, `SELECT * FROM campaigns WHERE ${where.join(' AND ')} ORDER BY created_at DESC, rowid DESC`)
    .all({ teamId, status: filter.status ?? null, frequency: filter.frequency ?? null }) as CampaignRow[];
}

export function markCampaignReady(db: Db, id: string, billingMethod: string, now: string): void {
  prepared(db, "UPDATE campaigns SET status = 'ready', billing_method = ?, ready_at = ?, updated_at = ? WHERE id = ?").run(billingMethod, now, now, id);
}

/** A paid one-time campaign takes no more recipients and is ready for fulfilment; other frequencies are left alone. */
export function markOneTimeCampaignPaid(db: Db, teamId: string, id: string, invoiceId: string, now: string): void {
  prepared(db, "UPDATE campaigns SET invoice_id = ?, status = 'ready', ready_at = coalesce(ready_at, ?), updated_at = ? WHERE id = ? AND team_id = ? AND frequency = 'oneTime'")
    .run(invoiceId, now, now, id, teamId);
}

export function markOneTimeCampaignShipped(db: Db, id: string, now: string): void {
  prepared(db, "UPDATE campaigns SET status = 'shipped', shipped_at = coalesce(shipped_at, ?), updated_at = ? WHERE id = ? AND frequency = 'oneTime'").run(now, now, id);
}

/** Sandbox switch: testing mode. */
export function setCampaignTesting(db: Db, id: string, testing: boolean, now: string): void {
  prepared(db, 'UPDATE campaigns SET testing = ?, updated_at = ? WHERE id = ?').run(testing ? 1 : 0, now, id);
}

/** Sandbox switch: an activation held in progress (not an update of the campaign itself). */
export function setCampaignActivationInProgress(db: Db, id: string, inProgress: boolean): void {
  prepared(db, 'UPDATE campaigns SET activation_in_progress = ? WHERE id = ?').run(inProgress ? 1 : 0, id);
}
