import { describe, expect, it } from 'vitest';
import { fingerprintMismatch, fingerprintOf, hashHeaders } from './fingerprint.ts';
import { clearJournal, type ImportJournal, journalFixList, type KeyValueStore, loadJournal, remainingRows, saveJournal, startingJournal } from './journal.ts';

const memoryStore = (): KeyValueStore => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

const FILE = { name: 'people.csv', size: 1234, lastModified: 1_700_000_000_000 };
const journal: ImportJournal = {
  version: 1,
  campaignId: 'camp_1',
  fingerprint: fingerprintOf(FILE, ['first name', 'city']),
  mapping: [{ kind: 'field', field: 'firstName' }, { kind: 'field', field: 'city' }],
  fixes: { 3: { 1: 'Leeds' } },
  excluded: [7],
  choice: 'skip',
  batchSize: 1000,
  rowsSent: 2000,
  sentThroughRow: 2100,
  updatedAt: '2026-11-23T17:00:00.000Z',
};

describe('the import journal', () => {
  it('round-trips through the store per campaign and is cleared', () => {
    const store = memoryStore();
    saveJournal(store, journal);
    expect(loadJournal(store, 'camp_1')).toEqual(journal);
    expect(loadJournal(store, 'camp_2')).toBeUndefined();
    clearJournal(store, 'camp_1');
    expect(loadJournal(store, 'camp_1')).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const store = memoryStore();
    store.setItem('inkpost.import.camp_1', '{not json');
    expect(loadJournal(store, 'camp_1')).toBeUndefined();
  });

  it('keeps only the rows after the last stored one to send', () => {
    expect(remainingRows([1, 2100, 2101, 4000], journal)).toEqual([2101, 4000]);
  });

  it('continues the progress of the same file with the choices made now, and starts afresh for another file', () => {
    const now = { campaignId: 'camp_1', fingerprint: journal.fingerprint, mapping: journal.mapping, fixes: { 4: { 0: 'Ann' } }, excluded: [8], choice: 'update' as const, updatedAt: 'later' };
    expect(startingJournal(journal, now)).toEqual({ ...journal, fixes: { 4: { 0: 'Ann' } }, excluded: [8], choice: 'update', updatedAt: 'later' });
    const other = { ...now, fingerprint: fingerprintOf({ ...FILE, size: 99 }, ['first name', 'city']) };
    expect(startingJournal(journal, other)).toEqual({ version: 1, ...other, batchSize: 1000, rowsSent: 0, sentThroughRow: -1 });
    expect(startingJournal(undefined, now)).toMatchObject({ rowsSent: 0, sentThroughRow: -1, choice: 'update' });
  });

  it('lists its fixed cells as row, column and value', () => {
    expect(journalFixList({ fixes: { 3: { 1: 'Leeds', 4: 'x' }, 10: { 0: 'Jo' } } })).toEqual([[3, 1, 'Leeds'], [3, 4, 'x'], [10, 0, 'Jo']]);
  });
});

describe('file fingerprints', () => {
  it('hash the headers stably and tell a different file, a changed file and changed columns apart', () => {
    expect(hashHeaders(['a', 'b'])).toBe(hashHeaders(['a', 'b']));
    expect(hashHeaders(['a', 'b'])).not.toBe(hashHeaders(['ab']));
    const same = fingerprintOf(FILE, ['first name', 'city']);
    expect(fingerprintMismatch(journal.fingerprint, same)).toBeUndefined();
    expect(fingerprintMismatch(journal.fingerprint, { ...same, name: 'other.csv' })).toContain('started with people.csv');
    expect(fingerprintMismatch(journal.fingerprint, { ...same, size: 1 })).toContain('has changed');
    expect(fingerprintMismatch(journal.fingerprint, fingerprintOf(FILE, ['first name']))).toContain('columns');
  });

  it('tell the sheets of a workbook apart; a journal that names no sheet (written before sheets could be chosen) takes any', () => {
    const book = { name: 'people.xlsx', size: 9000, lastModified: 1_700_000_000_000 };
    const members = fingerprintOf(book, ['first name'], 'Members');
    expect(members.sheet).toBe('Members');
    expect(fingerprintOf(FILE, ['first name'])).not.toHaveProperty('sheet');
    expect(fingerprintMismatch(members, fingerprintOf(book, ['first name'], 'Members'))).toBeUndefined();
    expect(fingerprintMismatch(members, fingerprintOf(book, ['first name'], 'Leads'))).toBe('This is the sheet “Leads” of people.xlsx; the import was started with its sheet “Members”');
    expect(fingerprintMismatch(fingerprintOf(book, ['first name']), members)).toBeUndefined();
  });
});
