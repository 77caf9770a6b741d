// Partner accounts provision customer teams and their keys.
import { provisionTeamSchema } from '../schemas/partner.ts';
import { EXAMPLE_IDS, EXAMPLE_TIME } from './common.ts';
import { ok, route } from './define.ts';
import { provisionedTeamSchema } from './account.ts';

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
