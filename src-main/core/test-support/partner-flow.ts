import type { ProvisionedTeam } from '#shared/contract/account.ts';
import type { Core } from '../wiring/create-core.ts';
import { call } from './test-core.ts';

export const PARTNER_REDIRECT = 'https://partner.example.com/billing/done?session=abc';

/** Provisions a customer team with the demo partner key. */
export async function provision(core: Core, body: Record<string, unknown> = {}): Promise<ProvisionedTeam> {
  const res = await call<ProvisionedTeam>(core, 'POST', '/api/partner/teams', {
    key: core.keys.partnerKey,
    body: { email: 'owner@acme.example', firstName: 'Ada', lastName: 'Lovelace', companyName: 'Acme Ltd', ...body },
  });
  if (res.status !== 200) throw new Error(`provisioning failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Sets a team's billing switches directly through the sandbox control plane. */
export async function sandboxPatch(core: Core, teamId: string, patch: Record<string, unknown>): Promise<void> {
  const res = await call(core, 'PATCH', `/_sandbox/teams/${teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: patch });
  if (res.status !== 200) throw new Error(`sandbox patch failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export const A6_POSTCARD_ID = '110dbe31-2f11-4797-8364-2bb4bf8dfaf1';
export const A5_CARD_ID = '2a8f0c10-148a-455d-9028-94bb2edbad99';
export const A4_LETTER_ID = '9d75b65c-d202-4d3a-8941-7663c687537e';

export async function createTemplate(core: Core, key: string, body: Record<string, unknown> = { product_id: A6_POSTCARD_ID }): Promise<any> {
  const res = await call(core, 'POST', '/api/templates', { key, body });
  if (res.status !== 200) throw new Error(`template create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The action of the page's form and the page itself, from a real HTML response. */
export function formAction(html: string): string {
  const match = /<form[^>]*\baction="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('page has no form action');
  return match[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export const GOOD_CARD = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };
