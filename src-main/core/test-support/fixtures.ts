import type { Core } from '../wiring/create-core.ts';
import { A6_POSTCARD_ID, provision } from './partner-flow.ts';
import { call } from './test-core.ts';

export const A6_POSTCARD = A6_POSTCARD_ID;

export const RETURN_ADDRESS = { first_name: 'Dana', last_name: 'Demo', company: 'Demo Customer Co', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' };

export function recipient(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: { address1: '12 Byron Road', city: 'London', postalCode: 'W1 2AB', country: 'GB' },
    ...overrides,
  };
}

export async function createTemplate(core: Core, body: Record<string, unknown>, key = core.keys.customerKey): Promise<string> {
  const res = await call(core, 'POST', '/api/templates', { key, body });
  if (res.status !== 200) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** The seeded demo team's published A6 postcard template. */
export async function demoTemplateId(core: Core, key = core.keys.customerKey): Promise<string> {
  const res = await call(core, 'GET', '/api/templates', { key });
  const first = (res.body as { id: string }[])[0];
  if (!first) throw new Error('no template');
  return first.id;
}

/** Creates a campaign through the API; defaults to a one-time direct-mail A6 postcard. */
export async function createCampaign(core: Core, overrides: Record<string, unknown> = {}, key = core.keys.customerKey): Promise<Record<string, any>> {
  const body = {
    name: 'Spring thank-yous',
    delivery_method: 'directMail',
    frequency: 'oneTime',
    product_id: A6_POSTCARD,
    template_id: overrides['template_id'] ?? (await demoTemplateId(core, key)),
    return_address: RETURN_ADDRESS,
    ...overrides,
  };
  const res = await call(core, 'POST', '/api/campaigns', { key, body });
  if (res.status !== 200 && res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function addRecipients(core: Core, campaignId: string, data: unknown, key = core.keys.customerKey) {
  return call(core, 'POST', '/api/recipients', { key, body: { campaignId, data } });
}

export async function sandboxTeam(core: Core, patch: Record<string, unknown>, teamId = core.keys.teamId) {
  return call(core, 'PATCH', `/_sandbox/teams/${teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: patch });
}

export async function sandboxCampaign(core: Core, campaignId: string, patch: Record<string, unknown>) {
  return call(core, 'PATCH', `/_sandbox/campaigns/${campaignId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: patch });
}

/** A second customer team, provisioned by the demo partner. */
export async function provisionTeam(core: Core): Promise<{ teamId: string; key: string }> {
  const team = await provision(core, { email: 'other@example.com', firstName: 'Olly', lastName: 'Other', companyName: 'Other Co' });
  return { teamId: team.teamId, key: team.apiKey.key };
}
