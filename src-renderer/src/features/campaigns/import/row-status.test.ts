import { describe, expect, it } from 'vitest';
import { analyseRows } from '#shared/recipient-import/analyse.ts';
import { proposeMapping } from '#shared/recipient-import/mapping.ts';
import { duplicatesScope, filterRows, importCounts, rejectedRows } from './row-status.ts';

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

describe('what the duplicates were checked against', () => {
  const none = { externalIds: new Set<string>(), nameAddresses: new Set<string>() };
  it('says the campaign has no recipients only while the server counts none', () => {
    expect(duplicatesScope(none, 0, undefined)).toBe('Checked within this file; the campaign has no recipients yet.');
  });

  it('after a partial import (the keys read while it was empty), says what the campaign has now, with separators', () => {
    const words = duplicatesScope(none, 53_000, undefined);
    expect(words).not.toContain('no recipients yet');
    expect(words).toBe('Checked within this file; the campaign had no recipients when the rows were checked, and has 53,000 recipients now.');
  });

  it('counts the campaign\'s recipients as the server does, or says why they could not be read', () => {
    expect(duplicatesScope({ externalIds: new Set(['a']), nameAddresses: new Set() }, 199_698, undefined)).toBe('Checked within this file and against the 199,698 recipients already in the campaign.');
    expect(duplicatesScope(undefined, 3, 'offline')).toBe("Checked within this file only: the campaign's recipients could not be read (offline).");
  });
});
