import { useQueries } from '@tanstack/react-query';
import type { ListedRecipient } from '#shared/contract/recipient-activity.ts';
import { SAMPLE_RECIPIENTS, type SampleRecipient } from '#shared/sample-recipients.ts';
import { useApi } from '#renderer/api/clients.ts';
import { useCampaignsList } from '#renderer/api/campaigns.ts';
import { campaignRecipients } from '#renderer/api/recipient-activity.ts';

/** How many of each campaign's recipients the picker offers (the first ones added). */
export const CAMPAIGN_SAMPLE_LIMIT = 50;
const CAMPAIGNS_SHOWN = 3;

export interface RecipientGroup {
  label: string;
  recipients: readonly SampleRecipient[];
}

/** A campaign recipient as the preview's merge values: the fields the renderer fills, then the variables. */
export function recipientAsSample(r: ListedRecipient, campaignName: string): SampleRecipient {
  const fields: Record<string, string | null> = {
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    email: r.email,
    domain: r.domain,
    address1: r.address1,
    address2: r.address2,
    address3: r.address3,
    city: r.city,
    state: r.state,
    postalCode: r.postal_code,
    country: r.country,
  };
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value) values[name] = value;
  for (const [name, value] of Object.entries(r.variables)) {
    if (value !== null && value !== undefined && typeof value !== 'object') values[name] = String(value);
  }
  const place = r.city ? `, ${r.city}` : '';
  return { id: `recipient-${r.id}`, label: `${r.first_name} ${r.last_name}${place} (${campaignName})`, values };
}

/**
 * Who the studio can preview a design for: the sample recipients, then the
 * first recipients of the campaigns that mail this design's template.
 */
export function usePreviewRecipients(templateId: string | null): { groups: RecipientGroup[]; all: SampleRecipient[] } {
  const api = useApi();
  const campaigns = useCampaignsList({}, { enabled: Boolean(templateId) });
  const mailing = (campaigns.data ?? []).filter((c) => c.template.id === templateId).slice(0, CAMPAIGNS_SHOWN);
  const pages = useQueries({
    queries: mailing.map((c) => ({
      queryKey: ['campaignRecipients', { params: { campaignId: c.id }, query: { limit: CAMPAIGN_SAMPLE_LIMIT } }],
      queryFn: () => campaignRecipients(api!, { params: { campaignId: c.id }, query: { limit: CAMPAIGN_SAMPLE_LIMIT } }),
      enabled: Boolean(api),
    })),
  });
  const groups: RecipientGroup[] = [{ label: 'Sample recipients', recipients: SAMPLE_RECIPIENTS }];
  mailing.forEach((c, i) => {
    const page = pages[i]?.data;
    if (page && page.data.length > 0) groups.push({ label: `${c.name}${page.total > page.data.length ? ` (first ${page.data.length} of ${page.total})` : ''}`, recipients: page.data.map((r) => recipientAsSample(r, c.name)) });
  });
  return { groups, all: groups.flatMap((g) => g.recipients) };
}
