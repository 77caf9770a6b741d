import { describe, expect, it } from 'vitest';
import { analyseRows, leftOutReason, rowsToSend } from './analyse.ts';
import { findDuplicates, nameAddressKey } from './duplicates.ts';
import { mapRow } from './map-row.ts';
import { proposeMapping } from './mapping.ts';

const HEADERS = ['externalId', 'first name', 'last name', 'street', 'city', 'zip', 'country'];
const MAPPING = proposeMapping(HEADERS);
const ROWS = [
  ['c1', 'Ada', 'Lovelace', '12 Byron Road', 'London', 'W1', 'GB'],
  ['c2', 'Mary', 'Somerville', '3 Lane', 'Leeds', 'LS1', 'GB'],
  ['c1', 'Ada', 'Lovelace', '14 Byron Road', 'London', 'W1', 'GB'], // same external ID as line 2
  ['', 'ada', 'LOVELACE', '12 Byron Road.', 'London', 'w1', 'United Kingdom'], // same name and address as line 2
  ['c9', '', 'Nameless', '1 Road', 'Leeds', 'LS1', 'GB'], // an error
];

describe('duplicates', () => {
  it('compares names and addresses without case, punctuation or spacing, the country as its code', () => {
    expect(nameAddressKey(mapRow(ROWS[0]!, MAPPING))).toBe(nameAddressKey(mapRow(ROWS[3]!, MAPPING)));
  });

  it('finds repeats by external ID, else by name and address; keep last flips which row is the duplicate', () => {
    const mapped = ROWS.map((r) => mapRow(r, MAPPING));
    expect([...findDuplicates(mapped, 'first')]).toEqual([[2, { of: 0, by: 'externalId' }], [3, { of: 0, by: 'nameAddress' }]]);
    expect(new Map(findDuplicates(mapped, 'last')).get(0)).toEqual({ of: 2, by: 'externalId' });
  });

  it('checks against the campaign when its recipients are known', () => {
    const mapped = ROWS.slice(0, 2).map((r) => mapRow(r, MAPPING));
    const found = findDuplicates(mapped, 'first', { externalIds: new Set(['c2']), nameAddresses: new Set() });
    expect([...found]).toEqual([[1, { of: 'campaign', by: 'externalId' }]]);
  });
});

describe('analyseRows and what is sent', () => {
  it('leaves out errors, duplicates and rows left out by hand, with a reason for each', () => {
    const analysis = analyseRows(ROWS, MAPPING, 'skip');
    const excluded = new Set([1]);
    expect(ROWS.map((_, i) => leftOutReason(i, analysis, excluded, 'skip'))).toEqual([
      undefined,
      'Left out by you',
      'Same external ID as line 2',
      'Same name and address as line 2',
      'Missing first name',
    ]);
    expect(rowsToSend(ROWS.length, analysis, excluded, 'skip')).toEqual([0]);
  });

  it('with update, the last row of a recipient is sent and rows already in the campaign go too', () => {
    const analysis = analyseRows(ROWS.slice(0, 3), MAPPING, 'update', { externalIds: new Set(['c2']), nameAddresses: new Set() });
    expect(rowsToSend(3, analysis, new Set(), 'update')).toEqual([1, 2]);
  });
});
