import type { RecipientInput } from '#shared/schemas/recipients.ts';
import type { RecipientRow } from '#core/db/recipients-repo.ts';

const DECLARED = new Set(['title', 'firstName', 'lastName', 'company', 'email', 'domain', 'address', 'attachments', 'variables', 'externalId']);

/**
 * Variables as stored: undeclared top-level fields that existing clients send
 * (department, "custom 1") are kept as variables, under any explicit variable of
 * the same name; a top-level externalId is ignored.
 */
export function storedVariables(input: RecipientInput): Record<string, unknown> {
  const extras = Object.fromEntries(Object.entries(input).filter(([key, value]) => !DECLARED.has(key) && value !== undefined));
  return { ...extras, ...(input.variables ?? {}) };
}

export function externalIdOf(variables: Record<string, unknown>): string | null {
  const id = variables['externalId'];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/** The stored row of a validated recipient (new or replacing an upserted one). */
export function recipientRow(input: RecipientInput, base: Pick<RecipientRow, 'id' | 'team_id' | 'campaign_id' | 'status' | 'testing' | 'created_at' | 'updated_at'>): RecipientRow {
  const variables = storedVariables(input);
  const a = input.address;
  return {
    ...base,
    title: input.title ?? null,
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company ?? null,
    email: input.email ?? null,
    domain: input.domain ?? null,
    address1: a.address1 ?? null,
    address2: a.address2 ?? null,
    address3: a.address3 ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    postal_code: a.postalCode ?? null,
    country: a.country ?? null,
    region: null,
    variables_json: JSON.stringify(variables),
    external_id: externalIdOf(variables),
    render_status: 'queued',
    render_error: null,
  };
}
