import type { ApiClient } from '../api-client.ts';
import type { ListedRecipient } from '../contract/recipient-activity.ts';
import { type ExistingRecipients, externalIdKey, nameAddressKey } from './duplicates.ts';
import type { MappedRecipient } from './map-row.ts';

const PAGE = 500;
const PARALLEL = 4;

type Listed = Pick<ListedRecipient, 'first_name' | 'last_name' | 'address1' | 'address2' | 'postal_code' | 'country' | 'variables'>;

/** A stored recipient seen as a mapped row, so that the file's keys and the campaign's compare alike. */
function asMapped(r: Listed): MappedRecipient {
  const fields: MappedRecipient['fields'] = { firstName: r.first_name, lastName: r.last_name };
  if (r.address1) fields.address1 = r.address1;
  if (r.address2) fields.address2 = r.address2;
  if (r.postal_code) fields.postalCode = r.postal_code;
  if (r.country) fields.country = r.country;
  const id = r.variables['externalId'];
  return { fields, variables: typeof id === 'string' || typeof id === 'number' ? { externalId: String(id) } : {} };
}

export function existingFrom(records: readonly Listed[]): ExistingRecipients {
  const externalIds = new Set<string>();
  const nameAddresses = new Set<string>();
  for (const record of records) {
    const mapped = asMapped(record);
    const id = externalIdKey(mapped);
    const key = nameAddressKey(mapped);
    if (id !== undefined) externalIds.add(id);
    if (key !== undefined) nameAddresses.add(key);
  }
  return { externalIds, nameAddresses };
}

/**
 * The campaign's recipients (not the deleted ones) as duplicate keys, read from
 * GET /api/campaigns/{campaignId}/recipients a page of 500 at a time, four pages at once.
 */
export async function loadExistingRecipients(api: ApiClient, campaignId: string, onProgress?: (read: number, total: number) => void): Promise<ExistingRecipients> {
  const page = async (offset: number) => {
    const answer = await api.call('campaignRecipients', { params: { campaignId }, query: { limit: PAGE, offset } });
    if (!answer.ok) throw new Error(answer.body.message);
    return answer.body;
  };
  const first = await page(0);
  const records: Listed[] = [...first.data];
  onProgress?.(records.length, first.total);
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.total; offset += PAGE) offsets.push(offset);
  for (let i = 0; i < offsets.length; i += PARALLEL) {
    const pages = await Promise.all(offsets.slice(i, i + PARALLEL).map(page));
    for (const p of pages) records.push(...p.data);
    onProgress?.(records.length, first.total);
  }
  return existingFrom(records);
}
