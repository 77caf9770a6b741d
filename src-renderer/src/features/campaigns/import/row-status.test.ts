import { describe, expect, it } from 'vitest';
import { analyseRows } from '#shared/recipient-import/analyse.ts';
import { proposeMapping } from '#shared/recipient-import/mapping.ts';
import { filterRows, importCounts, rejectedRows } from './row-status.ts';

const MAPPING = proposeMapping(['first name', 'last name', 'street', 'city', 'zip', 'country']);
const ROWS = [
  ['Ada', 'Lovelace', '12 Byron Road', 'London', 'W1J 7NT', 'GB'],
  ['', 'Nameless', '1 Road', 'Leeds', 'LS1 4AP', 'GB'],
  ['Bo', 'Long', '1234 Very Long Boulevard Name Street', 'Leeds', 'LS1 4AP', 'GB'],
  ['Ada', 'Lovelace', '12 Byron Road', 'London', 'W1J 7NT', 'GB'],
];
const analysis = analyseRows(ROWS, MAPPING, 'skip');

describe('row filters and counts', () => {
  it('shows the rows a filter asks for, server refusals among the errors', () => {
    expect(filterRows(4, analysis, new Set(), 'skip', [], 'all')).toEqual([0, 1, 2, 3]);
    expect(filterRows(4, analysis, new Set(), 'skip', [], 'errors')).toEqual([1]);
    expect(filterRows(4, analysis, new Set(), 'skip', [{ row: 0, message: 'Required' }], 'errors')).toEqual([0, 1]);
    expect(filterRows(4, analysis, new Set(), 'skip', [], 'attention')).toEqual([1, 2, 3]);
    expect(filterRows(4, analysis, new Set([2]), 'skip', [], 'left-out')).toEqual([1, 2, 3]);
  });

  it('counts what will be sent', () => {
    expect(importCounts(4, analysis, new Set([2]), 'skip')).toEqual({ rows: 4, toSend: 1, errors: 1, warnings: 1, duplicates: 1, excluded: 1 });
  });

  it('lists every row not imported with why, a server refusal first', () => {
    const rejected = rejectedRows(4, analysis, new Set([2]), 'skip', [{ row: 0, label: 'firstName', message: 'Required' }]);
    expect(rejected.map((r) => r.row)).toEqual([0, 1, 2, 3]);
    expect(rejected[0]!.reason).toBe('Refused by the server: firstName: Required');
    expect(rejected.slice(1).every((r) => r.reason.length > 0 && !r.reason.startsWith('Refused'))).toBe(true);
  });
});
