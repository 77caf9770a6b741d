import { z } from 'zod';
import { accountStatusQuerySchema } from '../schemas/account.ts';
import { provisionTeamSchema } from '../schemas/partner.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME, timestamp } from './common.ts';
import { ok, route, strict } from './define.ts';
import { named } from './openapi-meta.ts';

const accountLinksSchema = named('AccountLinks', strict({ templatesUrl: z.string() }));

export const accountStatusSchema = named('AccountStatus', strict({
  teamId: z.string(),
  templatesReady: z.boolean(),
  billByInvoice: z.boolean(),
  canListTemplates: z.boolean(),
  canCreateCampaigns: z.boolean(),
  canCreateRecurringCampaign: z.boolean(),
  billingSetupUrl: z.string().optional().describe('Present only when billing setup is required; a fresh link on every call'),
  links: accountLinksSchema,
}));
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const provisionedTeamSchema = named('ProvisionedTeam', strict({
  teamId: z.string(),
  apiKey: strict({ id: z.string(), name: z.string(), key: z.string().describe('The secret, returned only here'), created_at: timestamp }),
  owner: strict({ userId: z.string(), email: z.string() }),
  invitation: strict({ id: z.string(), status: z.literal('pending') }),
  billingSetupUrl: z.string(),
  links: accountLinksSchema,
}));
export type ProvisionedTeam = z.infer<typeof provisionedTeamSchema>;

export const accountStatus = route({
  method: 'get',
  path: '/api/account/status',
  auth: 'customer',
  tags: ['Account'],
  summary: 'Team account status',
  description:
    'The readiness of the key\'s team. Phases: newly provisioned (templatesReady false, billingSetupUrl present); billing ready, templates missing; templates ready, billing setup needed; one-time invoice ready (billByInvoice true); recurring ready (canCreateRecurringCampaign true). billingSetupUrl must not be stored: fetch status again before sending a customer to setup.',
  query: accountStatusQuerySchema,
  responses: {
    200: ok('The status', accountStatusSchema, {
      teamId: EXAMPLE_IDS.team,
      templatesReady: true,
      billByInvoice: false,
      canListTemplates: true,
      canCreateCampaigns: true,
      canCreateRecurringCampaign: false,
      billingSetupUrl: 'http://127.0.0.1:4785/billing/setup/bs_3kF9...',
      links: { templatesUrl: 'http://127.0.0.1:4785/templates' },
    }),
    400: 'billingRedirectUrl is not an HTTPS URL of at most 500 characters.',
  },
});

export const partnerCreateTeam = route({
  method: 'post',
  idempotent: true,
  announces: ['sandbox.changed'],
  path: '/api/partner/teams',
  auth: 'partner',
  tags: ['Partner'],
  summary: 'Provision a customer team',
  description: 'Provisions a customer team, invites its owner, and returns a customer-team API key (store apiKey.key at once). With billingRedirectUrl, billingSetupUrl is a partner-checkout URL that redirects back after setup.',
  body: {
    media: 'application/json',
    schema: provisionTeamSchema,
    example: { email: 'owner@acme.example', firstName: 'Dana', lastName: 'Demo', companyName: 'Acme Ltd', billingRedirectUrl: 'https://partner.example/billing-done' },
  },
  responses: {
    200: ok('The new team, its key and the owner invitation', provisionedTeamSchema, {
      teamId: EXAMPLE_IDS.team,
      apiKey: { id: 'key_02', name: 'Partner-provisioned key', key: 'ink_live_...', created_at: EXAMPLE_TIME },
      owner: { userId: 'usr_01', email: 'owner@acme.example' },
      invitation: { id: 'inv_01', status: 'pending' },
      billingSetupUrl: 'http://127.0.0.1:4785/partner-checkout/billing-setup/bs_...',
      links: { templatesUrl: 'http://127.0.0.1:4785/templates' },
    }),
    400: 'Missing or invalid customer details, or an invalid billingRedirectUrl.',
  },
});
