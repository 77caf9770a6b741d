import type { Db } from './connection.ts';
import { prepared } from './prepared.ts';

/** Recipient fields (merge field names) and their columns; any other name is a variable. */
const COLUMNS: Readonly<Record<string, string>> = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  email: 'email',
  domain: 'domain',
  address1: 'address1',
  address2: 'address2',
  address3: 'address3',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
};

/** The SQL of a merge field's value, as text ('' when missing); variables are read from the stored JSON. */
function valueSql(field: string): { sql: string; args: unknown[] } {
  const column = Object.hasOwn(COLUMNS, field) ? COLUMNS[field] : undefined;
  if (column) return { sql: `trim(coalesce(${column}, ''))`, args: [] };
  // A JSON path names the key in double quotes (variables may have spaces: "custom 1").
  return { sql: `trim(coalesce(CAST(json_extract(variables_json, ?) AS TEXT), ''))`, args: [`$."${field.replace(/"/g, '')}"`] };
}

export interface FieldCoverageRow {
  missing: number;
  example: { id: string; first_name: string; last_name: string } | undefined;
  longest: { id: string; first_name: string; last_name: string; value: string } | undefined;
}

const LIVE = "campaign_id = ? AND status <> 'deleted'";

/** For one campaign: how many recipients lack a value for the field, the first of them, and the recipient with its longest value. */
export function fieldCoverage(db: Db, campaignId: string, field: string): FieldCoverageRow {
  const value = valueSql(field);
  const missing = prepared(db, `SELECT COUNT(*) AS n FROM recipients WHERE ${LIVE} AND ${value.sql} = ''`).get(campaignId, ...value.args) as { n: number };
  const example = missing.n > 0 ? (prepared(db, `SELECT id, first_name, last_name FROM recipients WHERE ${LIVE} AND ${value.sql} = '' ORDER BY created_at, rowid LIMIT 1`).get(campaignId, ...value.args) as FieldCoverageRow['example']) : undefined;
  const longest = prepared(db, `SELECT id, first_name, last_name, ${value.sql} AS value FROM recipients WHERE ${LIVE} AND ${value.sql} <> '' ORDER BY length(${value.sql}) DESC, rowid LIMIT 1`).get(
    ...value.args,
    campaignId,
    ...value.args,
    ...value.args,
  ) as FieldCoverageRow['longest'];
  return { missing: missing.n, example, longest };
}

/** Live recipients of a campaign. */
export function liveRecipientCount(db: Db, campaignId: string): number {
  return (prepared(db, `SELECT COUNT(*) AS n FROM recipients WHERE ${LIVE}`).get(campaignId) as { n: number }).n;
}

/** The variable names a campaign's recipients carry, read from its first `sample` recipients. */
export function recipientVariableNames(db: Db, campaignId: string, sample: number): string[] {
  const rows = prepared(
    db,
    `SELECT DISTINCT j.key AS name FROM (SELECT variables_json FROM recipients WHERE ${LIVE} ORDER BY rowid LIMIT ?) AS r, json_each(r.variables_json) AS j WHERE j.type IN ('text', 'integer', 'real') ORDER BY j.key`,
  ).all(campaignId, sample) as { name: string }[];
  return rows.map((row) => row.name);
}

/** The team's live campaigns that mail a template, newest first. */
export function campaignsMailing(db: Db, teamId: string, templateId: string): { id: string; name: string }[] {
  return prepared(db, "SELECT id, name FROM campaigns WHERE team_id = ? AND template_id = ? AND status <> 'deleted' ORDER BY created_at DESC, rowid DESC").all(teamId, templateId) as { id: string; name: string }[];
}
