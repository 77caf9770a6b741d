import { memoCountryCode as countryCode } from './country-memo.ts';
import { EXTERNAL_ID } from './mapping.ts';
import type { MappedRecipient } from './map-row.ts';

export type DuplicateBy = 'externalId' | 'nameAddress';

/** Another row of the file (its index) or a recipient already in the campaign. */
export interface Duplicate {
  of: number | 'campaign';
  by: DuplicateBy;
}

/**
 * What the campaign already holds, for the check against it. Filled from the
 * campaign's recipient list once the API has one (GET /api/campaigns/{id}/recipients
 * is not on main yet): until then the check is within the file only.
 */
export interface ExistingRecipients {
  externalIds: ReadonlySet<string>;
  nameAddresses: ReadonlySet<string>;
}

const ASCII = /^[ -~]*$/; // printable ASCII
/** Lower case, runs of anything but letters and digits as one space (the ASCII path is the fast one). */
const squash = (value: string | undefined) => {
  const lower = (value ?? '').toLowerCase();
  return (ASCII.test(lower) ? lower.replace(/[^a-z0-9]+/g, ' ') : lower.replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
};

export const externalIdKey = (r: MappedRecipient): string | undefined => r.variables[EXTERNAL_ID]?.trim() || undefined;

/** Name and address compared without case, punctuation or spacing; the country as its code. */
export function nameAddressKey({ fields: f }: MappedRecipient): string | undefined {
  if (!f.firstName || !f.address1) return undefined;
  const country = f.country ? (countryCode(f.country) ?? squash(f.country)) : '';
  return [f.firstName, f.lastName, f.address1, f.address2, f.postalCode].map(squash).concat(country).join('|');
}

/**
 * For each row that repeats an earlier one, the row it repeats (or the campaign):
 * by external ID first, else by name and address. With keep 'last', the earlier
 * rows are the duplicates instead, so the last version of a recipient wins.
 */
export function findDuplicates(rows: readonly (MappedRecipient | undefined)[], keep: 'first' | 'last' = 'first', existing?: ExistingRecipients): Map<number, Duplicate> {
  const found = new Map<number, Duplicate>();
  const seenId = new Map<string, number>();
  const seenAddress = new Map<string, number>();
  const order = rows.map((_, i) => i);
  if (keep === 'last') order.reverse();
  for (const i of order) {
    const row = rows[i];
    if (!row) continue;
    const id = externalIdKey(row);
    const address = nameAddressKey(row);
    if (id !== undefined && existing?.externalIds.has(id)) found.set(i, { of: 'campaign', by: 'externalId' });
    else if (id !== undefined && seenId.has(id)) found.set(i, { of: seenId.get(id)!, by: 'externalId' });
    else if (address !== undefined && existing?.nameAddresses.has(address)) found.set(i, { of: 'campaign', by: 'nameAddress' });
    else if (address !== undefined && seenAddress.has(address)) found.set(i, { of: seenAddress.get(address)!, by: 'nameAddress' });
    if (id !== undefined && !seenId.has(id)) seenId.set(id, i);
    if (address !== undefined && !seenAddress.has(address)) seenAddress.set(address, i);
  }
  return found;
}
