import { newRowId } from '#core/base/ids.ts';
import { MESSAGES } from '#shared/http-status.ts';
import {
  createRecipientsEnvelopeSchema,
  type RecipientInput,
  recipientInputSchema,
  recipientListSchema,
} from '#shared/schemas/recipients.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type CampaignRow, findCampaign } from '#core/db/campaigns-repo.ts';
import { findReadyByExternalId, insertRecipients, type RecipientRow, updateRecipientFields } from '#core/db/recipients-repo.ts';
import { findTeam, type TeamRow } from '#core/db/teams-repo.ts';
import { findPublishedTemplate } from '#core/db/templates-repo.ts';
import { type Issue, nestTree, zodIssueTree } from '#shared/issue-tree.ts';
import { ForbiddenError, InvalidStateError, ValidationError } from '#core/base/error-kinds.ts';
import { validate } from '../validate.ts';
import { requiredPlaceholderNames, templateVariables } from '../template-variables.ts';
import { addCampaignToCart } from '../carts.ts';
import { slotsOf } from '#core/db/attachments-repo.ts';
import { ATTACHMENTS_DISABLED } from '../attachments/attachment-store.ts';
import { type ResolvedAttachments, resolveAttachments, saveRecipientAttachments } from '../attachments/resolve-attachments.ts';
import { BULK_INTAKE, enqueueRecipientRenders, holdRendersForIntake } from './render-queue.ts';
import { recipientIssues, type TemplateNeeds } from './recipient-rules.ts';
import { externalIdOf, recipientRow, storedVariables } from './recipient-row.ts';

function failed(reason: string, campaignId: string): InvalidStateError {
  return new InvalidStateError(MESSAGES.failedRecipients, { campaign_id: campaignId, reason });
}

/** Campaign-state rules of the spec; a campaign that may not take recipients fails the whole request. */
function assertAcceptsRecipients(campaign: CampaignRow): void {
  if (campaign.activation_in_progress === 1) throw failed('An activation of this campaign is in progress; retry when it has finished', campaign.id);
  if (['paused', 'stopped', 'shipped', 'deleted'].includes(campaign.status)) throw failed(`The campaign is ${campaign.status}`, campaign.id);
  if (campaign.frequency === 'oneTime' && campaign.invoice_id !== null) {
    throw failed('This one-time campaign has been paid or finalised; create a new campaign for more recipients', campaign.id);
  }
  if (campaign.frequency === 'recurring' && campaign.status !== 'ready' && campaign.testing !== 1) {
    throw failed('A recurring campaign must be activated (status ready) before it accepts recipients', campaign.id);
  }
}

function templateNeeds(core: CoreContext, campaign: CampaignRow): TemplateNeeds {
  const template = findPublishedTemplate(core.db, campaign.team_id, campaign.template_id);
  const pages: unknown = template ? JSON.parse(template.version.pages_json) : [];
  // A field written with a fallback ({{tier | default: "Friend"}}) asks nothing of a recipient.
  const required = requiredPlaceholderNames(pages);
  const variables = templateVariables(pages).filter((v) => required.has(v.id));
  return {
    customVariables: variables.filter((v) => v.context === 'custom').map((v) => v.id),
    recipientFields: variables.filter((v) => v.context === 'recipient').map((v) => v.id),
  };
}

function parseInputs(data: unknown): RecipientInput[] {
  const list = Array.isArray(data);
  const parsed = list ? recipientListSchema.safeParse(data) : recipientInputSchema.safeParse(data);
  if (!parsed.success) throw new ValidationError(nestTree('data', zodIssueTree(parsed.error)));
  return list ? (parsed.data as RecipientInput[]) : [parsed.data as RecipientInput];
}

/** With upsert enabled, the same externalId updates the ready recipient of a ready recurring campaign. */
function upsertTarget(core: CoreContext, team: TeamRow, campaign: CampaignRow, input: RecipientInput): RecipientRow | undefined {
  if (team.external_id_upsert !== 1 || campaign.frequency !== 'recurring' || campaign.status !== 'ready') return undefined;
  const externalId = externalIdOf(storedVariables(input));
  return externalId === null ? undefined : findReadyByExternalId(core.db, campaign.id, externalId);
}

/** Recipients checked against the schema and the campaign, ready to be stored. */
export interface CheckedRecipients {
  team: TeamRow;
  campaign: CampaignRow;
  inputs: RecipientInput[];
  attachments: (ResolvedAttachments | undefined)[];
}

/**
 * Every recipient validated against the schema and the campaign's configuration
 * (`data` is one recipient or an array of them; errors name data.<index>.<field>);
 * throws the API's errors, stores nothing.
 */
export function checkRecipients(core: CoreContext, teamId: string, campaignId: string, data: unknown): CheckedRecipients {
  const inputs = parseInputs(data);
  const campaign = findCampaign(core.db, teamId, campaignId);
  if (!campaign || campaign.hidden === 1) {
    throw ValidationError.field('campaignId', 'Campaign not found');
  }
  const team = findTeam(core.db, teamId);
  if (!team) throw new Error(`team ${teamId} vanished`);
  if (inputs.some((input) => input.attachments !== undefined) && team.attachments !== 1) {
    throw new ForbiddenError(ATTACHMENTS_DISABLED);
  }
  assertAcceptsRecipients(campaign);

  const needs = templateNeeds(core, campaign);
  const list = Array.isArray(data);
  const base = (index: number) => (list ? ['data', index] : ['data']);
  const issues: Issue[] = inputs.flatMap((input, index) => recipientIssues(campaign, needs, input, base(index)));
  const slots = slotsOf(core.db, campaign.id); // once per request, not per recipient
  const attachments = inputs.map((input, index) => {
    const { resolved, issues: attachmentIssues } = resolveAttachments(core, campaign, slots, input, base(index));
    issues.push(...attachmentIssues);
    return resolved;
  });
  if (issues.length > 0) throw ValidationError.of(issues);
  return { team, campaign, inputs, attachments };
}

/**
 * Stores checked recipients, inside the caller's transaction: each created (or upserted
 * by externalId) with its render queued. New rows go in statements of many rows each, and
 * their render jobs with them (docs/import.md, "Performance").
 */
export function storeRecipients(core: CoreContext, { team, campaign, inputs, attachments }: CheckedRecipients): RecipientRow[] {
  const now = nowIso(core.clock);
  // A one-time campaign with recipients to pay for waits in the team's open cart.
  if (campaign.frequency === 'oneTime' && campaign.testing !== 1) addCampaignToCart(core, team.id, campaign.id);
  const fresh: RecipientRow[] = [];
  const created: boolean[] = [];
  const rows = inputs.map((input) => {
    const existing = upsertTarget(core, team, campaign, input);
    if (existing) {
      const row = recipientRow(input, { ...existing, updated_at: now });
      updateRecipientFields(core.db, row);
      created.push(false);
      return row;
    }
    const row = recipientRow(input, { id: newRowId(), team_id: team.id, campaign_id: campaign.id, status: 'pending', testing: campaign.testing ?? 0, created_at: now, updated_at: now });
    fresh.push(row);
    created.push(true);
    return row;
  });
  insertRecipients(core.db, fresh);
  rows.forEach((row, index) => {
    const resolved = attachments[index];
    if (resolved && resolved.slots.length > 0 && created[index]) saveRecipientAttachments(core.db, row.id, resolved);
  });
  enqueueRecipientRenders(core, rows.map((row) => row.id));
  return rows;
}

/**
 * POST /api/recipients: all or nothing. Every recipient is validated against the
 * schema and the campaign's configuration before anything is stored; then, in one
 * transaction, recipients are created (or upserted by externalId) and their
 * renders queued; a post of BULK_INTAKE or more holds the render backlog like an import's batch.
 */
export function createRecipients(core: CoreContext, teamId: string, body: unknown): RecipientRow[] {
  const envelope = validate(createRecipientsEnvelopeSchema, body);
  const checked = checkRecipients(core, teamId, envelope.campaignId, envelope.data);
  const rows = core.db.transaction(() => storeRecipients(core, checked))();
  if (rows.length >= BULK_INTAKE) holdRendersForIntake(core);
  return rows;
}
