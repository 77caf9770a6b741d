import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client.ts';
import { findDuplicates } from './duplicates.ts';
import { existingFrom, loadExistingRecipients } from './existing.ts';
import { mapRow } from './map-row.ts';
import { proposeMapping } from './mapping.ts';

const stored = (i: number) => ({ first_name: `Reader${i}`, last_name: 'Bench', address1: `${i} Elm Street`, address2: null, postal_code: 'LS1', country: 'GB', variables: { externalId: `crm-${i}` } });

describe('existing recipients', () => {
  it('are keyed like the file: a row with a stored external ID, or a stored name and address, is already in the campaign', () => {
    const existing = existingFrom([stored(1), { ...stored(2), variables: {} }]);
    const mapping = proposeMapping(['externalId', 'first name', 'last name', 'street', 'zip', 'country']);
    const rows = [
      ['crm-1', 'Someone', 'Else', '9 Road', 'X1', 'GB'],
      ['', 'reader2', 'BENCH', '2 Elm Street', 'ls1', 'United Kingdom'],
      ['crm-3', 'New', 'Person', '3 Road', 'X3', 'GB'],
    ].map((r) => mapRow(r, mapping));
    expect([...findDuplicates(rows, 'first', existing)]).toEqual([[0, { of: 'campaign', by: 'externalId' }], [1, { of: 'campaign', by: 'nameAddress' }]]);
  });

  it('are read page by page until the total', async () => {
    const offsets: number[] = [];
    const api = {
      call: async (_: string, input: { query: { offset: number; limit: number } }) => {
        offsets.push(input.query.offset);
        const data = Array.from({ length: Math.max(0, Math.min(input.query.limit, 1200 - input.query.offset)) }, (_, i) => stored(input.query.offset + i));
        return { ok: true, status: 200, body: { data, total: 1200, limit: input.query.limit, offset: input.query.offset } };
      },
    } as unknown as ApiClient;
    const progress: number[] = [];
    const existing = await loadExistingRecipients(api, 'camp_1', (read) => progress.push(read));
    expect(offsets.sort((a, b) => a - b)).toEqual([0, 500, 1000]);
    expect(progress).toEqual([500, 1200]);
    expect(existing.externalIds.size).toBe(1200);
  });
});
