import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import { findCampaign } from '#core/db/campaigns-repo.ts';
import { campaignCreatedSpan, campaignSpentCents, campaignStatusSteps, type ListedRecipientRow, listCampaignRecipients, type RecipientListFilter, scansOfRecipient, statusEventsOf } from '#core/db/recipient-list-repo.ts';
import { ADDRESS1_WARNING_LENGTH } from '#shared/recipient-import/checks.ts';
import { type RecipientRow, setRenderOutcome } from '#core/db/recipients-repo.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { documentsOf } from '#core/db/documents-repo.ts';
import { signedDocumentUrl } from '../signed-urls.ts';
import { ConflictError } from '#core/base/error-kinds.ts';
import { recipientRecord } from './recipient-view.ts';
import { domesticCountry, recipientAddressLines } from '../postal-lines.ts';
import { enqueueRecipientRender, renderAhead } from './render-queue.ts';
import { renderBacklogOf } from './render-backlog.ts';

const DEFAULT_PAGE = 100;

interface HtmlWarning {
  side: string;
  action: string;
  what: string;
  count: number;
}

/** What the desk shows beside a recipient; the list's `warning` filter selects the same rows (HAS_WARNING). */
export function recipientWarnings(row: ListedRecipientRow): string[] {
  const warnings: string[] = [];
  if ((row.address1 ?? '').length > ADDRESS1_WARNING_LENGTH) warnings.push(`Address line 1 is over ${ADDRESS1_WARNING_LENGTH} characters`);
  if (row.render_status === 'failed') warnings.push(`The render failed: ${row.render_error ?? 'no reason recorded'}`);
  for (const w of row.html_warnings_json ? (JSON.parse(row.html_warnings_json) as HtmlWarning[]) : []) {
    warnings.push(`The renderer ${w.action} ${w.what}${w.count > 1 ? ` (${w.count})` : ''} on the ${w.side}`);
  }
  return warnings;
}

export function campaignRecipientPage(core: CoreContext, campaign: CampaignRow, filter: RecipientListFilter & { limit?: number; offset?: number }) {
  const limit = filter.limit ?? DEFAULT_PAGE;
  const offset = filter.offset ?? 0;
  const { rows, total } = listCampaignRecipients(core.db, campaign.id, filter, limit, offset);
  const data: ListedRecipient[] = rows.map((row) => ({ ...recipientRecord(row), render_status: row.render_status, render_error: row.render_error, warnings: recipientWarnings(row), scans: row.scans }));
  return { data, total, limit, offset };
}

export function recipientActivityOf(core: CoreContext, row: RecipientRow) {
  const documents = row.render_status === 'rendered' ? documentsOf(core.db, row.id) : [];
  const campaign = findCampaign(core.db, row.team_id, row.campaign_id);
  return {
    created_at: row.created_at,
    address_lines: recipientAddressLines(row, domesticCountry(core, row.team_id, campaign)),
    statuses: statusEventsOf(core.db, row.id),
    scans: scansOfRecipient(core.db, row.id),
    documents: documents.map((d) => ({ format: d.format, type: d.type, page: d.page, signed_url: signedDocumentUrl(core, d.src) })),
  };
}

const STEPS = ['pending', 'ready', 'printing', 'shipped', 'delivered'] as const;

/** Added (pending, from the recipients' creation), then each step reached after payment. */
export function campaignTimelineOf(core: CoreContext, campaign: CampaignRow) {
  const created = campaignCreatedSpan(core.db, campaign.id);
  const reached = new Map(campaignStatusSteps(core.db, campaign.id).map((step) => [step.status, step]));
  return {
    spent_cents: campaignSpentCents(core.db, campaign.id),
    steps: STEPS.map((status) =>
      status === 'pending'
        ? { status, count: created.count, first_at: created.first_at, last_at: created.last_at }
        : { status, count: reached.get(status)?.count ?? 0, first_at: reached.get(status)?.first_at ?? null, last_at: reached.get(status)?.last_at ?? null },
    ),
    render: renderBacklogOf(core, campaign.id),
  };
}

/** Queues a recipient's documents again, ahead of the backlog. HTML recipients are rendered from what was posted, when posted. */
export function rerender(core: CoreContext, row: RecipientRow): void {
  if (row.status === 'deleted') throw new ConflictError('A deleted recipient cannot be rendered');
  const campaign = findCampaign(core.db, row.team_id, row.campaign_id);
  if (campaign?.render_mode === 'html') throw new ConflictError('HTML recipients are rendered when they are posted: post the recipient again to change its documents');
  core.db.transaction(() => {
    setRenderOutcome(core.db, row.id, 'queued', null, nowIso(core.clock));
    enqueueRecipientRender(core, row.id);
  })();
  renderAhead(core, row.id);
  core.events.publish('recipient.changed', row.team_id, row.id);
}
