import { z } from 'zod';
import { accountStatusQuerySchema } from '../schemas/account.ts';
import { EXAMPLE_IDS, timestamp } from './common.ts';
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
  staleOn: ['sandbox.changed'],
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
