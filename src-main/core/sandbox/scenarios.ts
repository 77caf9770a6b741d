import type { ScenarioName, ScenarioOutcome } from '#shared/contract/sandbox-state.ts';
import { PRODUCTS } from '#shared/products.ts';
import { createCampaignSchema } from '#shared/schemas/campaigns.ts';
import { nowIso } from '../base/clock.ts';
import type { CoreContext } from '../wiring/context.ts';
import { getSetting } from '../db/settings-repo.ts';
import { findTeam, updateTeamSettings } from '../db/teams-repo.ts';
import { listPublishedTemplates } from '../db/templates-repo.ts';
import { createCampaign } from '../domain/campaigns.ts';
import { startCheckout } from '../domain/checkout/start-checkout.ts';
import { provisionTeam } from '../domain/provision-team.ts';
import { createRecipients } from '../domain/recipients/create-recipients.ts';
import { createTemplate } from '../domain/templates.ts';
import { validate } from '../domain/validate.ts';
import { ConflictError, NotFoundError } from '../base/error-kinds.ts';
import { createSubscription } from '../webhooks/subscriptions.ts';

const A6_POSTCARD = PRODUCTS.find((product) => product.key === 'a6_postcard');
const FIRST = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Tim'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Berners-Lee'];

function demoPartner(core: CoreContext): string {
  const id = getSetting(core.db, 'partner_team_id');
  if (!id) throw new Error('The data directory has no demo partner');
  return id;
}

/** A new team (provisioned by the demo partner) with a template, an active subscription and a card that declines. */
function declinedCard(core: CoreContext): ScenarioOutcome {
  const stamp = Date.now().toString(36);
  const team = provisionTeam(core, demoPartner(core), { email: `declined-${stamp}@example.com`, firstName: 'Dee', lastName: 'Klein', companyName: `Declined Card Co ${stamp}` });
  updateTeamSettings(core.db, team.teamId, { subscription: 'active', paymentMethod: 'declining' }, nowIso(core.clock));
  createTemplate(core, team.teamId, { product_id: A6_POSTCARD?.id ?? '', name: 'Declined card postcard' });
  return { scenario: 'declined-card', teamId: team.teamId, apiKey: team.apiKey.key, campaignId: null, summary: 'A new team with a published A6 postcard template, an active subscription and a card that declines: account status asks for billing setup again, and campaign checkout answers checkout_required.' };
}

/** A one-time campaign with 1,000 recipients in the team, paid with the team's card through checkout: all ready for fulfilment. */
function readyRecipients(core: CoreContext, teamId: string): ScenarioOutcome {
  const team = findTeam(core.db, teamId);
  if (!team || team.kind !== 'customer') throw new NotFoundError('Team not found');
  if (team.payment_method !== 'valid') throw new ConflictError('This scenario pays through checkout: give the team a valid card first (paymentMethod: valid)');
  const template = listPublishedTemplates(core.db, teamId).find((entry) => entry.version.product_id === A6_POSTCARD?.id);
  if (!template) throw new ConflictError('The team has no published A6 postcard template');
  const input = validate(createCampaignSchema, {
    name: '1,000 ready recipients',
    delivery_method: 'directMail',
    frequency: 'oneTime',
    product_id: A6_POSTCARD?.id,
    template_id: template.template.id,
    return_address: { first_name: 'Dana', last_name: 'Demo', address1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
  });
  const campaign = createCampaign(core, teamId, input);
  const data = Array.from({ length: 1000 }, (_, i) => ({
    firstName: FIRST[i % FIRST.length],
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
    address: { address1: `${i + 1} Byron Road`, city: 'London', postalCode: 'W1 2AB', country: 'GB' },
    variables: { externalId: `scenario-${i + 1}` },
  }));
  createRecipients(core, teamId, { campaignId: campaign.id, data });
  const paid = startCheckout(core, teamId, { campaignId: campaign.id });
  if (!('status' in paid) || paid.status !== 'payment_succeeded') throw new ConflictError('The checkout did not go through');
  return { scenario: 'ready-recipients', teamId, apiKey: null, campaignId: campaign.id, summary: 'A one-time A6 postcard campaign with 1,000 recipients, paid with the team\'s card: all are ready for fulfilment. Their documents render in the background (a few minutes).' };
}

/** The team's scans reach the built-in receiver: local receivers allowed and a subscription to /_sandbox/receiver/<team>. */
async function builtInReceiver(core: CoreContext, teamId: string): Promise<ScenarioOutcome> {
  if (findTeam(core.db, teamId)?.kind !== 'customer') throw new NotFoundError('Team not found');
  updateTeamSettings(core.db, teamId, { allowPrivateWebhooks: true }, nowIso(core.clock));
  const url = `${core.baseUrl()}/_sandbox/receiver/${teamId.slice(0, 8)}`;
  await createSubscription(core, teamId, { event_type: 'qr_code.scanned', url }).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error; // already subscribed: nothing to add
  });
  return { scenario: 'built-in-receiver', teamId, apiKey: null, campaignId: null, summary: `Local receivers allowed and qr_code.scanned subscribed to ${url}: scans and test events arrive in the console's receiver.` };
}

export async function applyScenario(core: CoreContext, name: ScenarioName, teamId: string): Promise<ScenarioOutcome> {
  switch (name) {
    case 'declined-card':
      return declinedCard(core);
    case 'ready-recipients':
      return readyRecipients(core, teamId);
    case 'built-in-receiver':
      return builtInReceiver(core, teamId);
  }
}
