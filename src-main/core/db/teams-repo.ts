import { prepared } from './prepared.ts';
import type { TeamSettings } from '#shared/contract/sandbox.ts';
import type { Db } from './connection.ts';

export interface TeamRow {
  id: string;
  kind: 'partner' | 'customer';
  name: string;
  partner_approved: number;
  provisioned_by_team_id: string | null;
  subscription: 'active' | 'none';
  payment_method: 'valid' | 'declining' | 'none';
  generate_api: number;
  attachments: number;
  external_id_upsert: number;
  allow_private_webhooks: number;
  /** The country the team posts from (two-letter code), or null (migration 41). */
  home_country?: string | null;
  /** When the current subscription started (null without one); kept by triggers. Added by migration 9. */
  subscription_started_at?: string | null;
  created_at: string;
  updated_at: string;
}

export type NewTeam = Pick<TeamRow, 'id' | 'kind' | 'name' | 'created_at'> & Partial<Omit<TeamRow, 'id' | 'kind' | 'name' | 'created_at' | 'updated_at' | 'allow_private_webhooks'>>;

export function insertTeam(db: Db, team: NewTeam): void {
  prepared(db, 
    `INSERT INTO teams (id, kind, name, partner_approved, provisioned_by_team_id, subscription, payment_method,
       generate_api, attachments, external_id_upsert, created_at, updated_at)
     VALUES (@id, @kind, @name, @partner_approved, @provisioned_by_team_id, @subscription, @payment_method,
       @generate_api, @attachments, @external_id_upsert, @created_at, @created_at)`,
  ).run({
    partner_approved: 0,
    provisioned_by_team_id: null,
    subscription: 'none',
    payment_method: 'none',
    generate_api: 0,
    attachments: 0,
    external_id_upsert: 0,
    ...team,
  });
}

export function findTeam(db: Db, id: string): TeamRow | undefined {
  return prepared(db, 'SELECT * FROM teams WHERE id = ?').get(id) as TeamRow | undefined;
}

/** The team's on/off switches: the settings' names and their 0/1 columns, read as booleans and written from them. */
const SWITCH_COLUMNS = {
  generateApi: 'generate_api',
  attachments: 'attachments',
  externalIdUpsert: 'external_id_upsert',
  allowPrivateWebhooks: 'allow_private_webhooks',
} as const satisfies Record<string, keyof TeamRow>;

export function toTeamSettings(team: TeamRow): TeamSettings {
  const switches = Object.fromEntries(Object.entries(SWITCH_COLUMNS).map(([setting, column]) => [setting, team[column] === 1])) as Record<keyof typeof SWITCH_COLUMNS, boolean>;
  return {
    teamId: team.id,
    name: team.name,
    subscription: team.subscription,
    paymentMethod: team.payment_method,
    ...switches,
    homeCountry: team.home_country ?? null,
  };
}

export interface TeamSettingsPatch {
  subscription?: 'active' | 'none';
  paymentMethod?: 'valid' | 'declining' | 'none';
  generateApi?: boolean;
  attachments?: boolean;
  externalIdUpsert?: boolean;
  allowPrivateWebhooks?: boolean;
  homeCountry?: string | null;
}

const COLUMN_OF = {
  subscription: 'subscription',
  paymentMethod: 'payment_method',
  ...SWITCH_COLUMNS,
  homeCountry: 'home_country',
} as const satisfies Record<keyof TeamSettingsPatch, keyof TeamRow>;

export function updateTeamSettings(db: Db, id: string, patch: TeamSettingsPatch, updatedAt: string): void {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [keyof TeamSettingsPatch, string | boolean | null][];
  if (entries.length === 0) return;
  const sets = entries.map(([field]) => `${COLUMN_OF[field]} = ?`).join(', ');
  const values = entries.map(([, value]) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
  db.prepare(`UPDATE teams SET ${sets}, updated_at = ? WHERE id = ?`).run(...values, updatedAt, id);
}
