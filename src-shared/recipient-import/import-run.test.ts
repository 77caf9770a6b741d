import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client.ts';
import type { ImportJournal, KeyValueStore } from './journal.ts';
import { loadJournal } from './journal.ts';
import { proposeMapping } from './mapping.ts';
import { runImport } from './import-run.ts';

const HEADERS = ['first name', 'last name', 'street', 'city', 'zip', 'country'];
const ROWS = Array.from({ length: 25 }, (_, i) => [`Reader${i}`, 'Bench', `${i} Elm Street`, 'Leeds', 'LS1', 'GB']);

const memoryStore = (): KeyValueStore => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

/** A campaign that stores what it is sent, refusing the batch that holds a given first name. */
function fakeApi(options: { refuse?: string; stored?: number } = {}) {
  const stored: string[] = Array.from({ length: options.stored ?? 0 }, () => 'earlier');
  const posts: number[] = [];
  const api = {
    call: async (name: string, input: { body?: { data: { firstName: string }[] } }) => {
      if (name === 'campaignsGet') return { ok: true, status: 200, body: { metrics: { total: stored.length } } };
      const data = input.body!.data;
      posts.push(data.length);
      const bad = data.findIndex((r) => r.firstName === options.refuse);
      if (bad >= 0) return { ok: false, status: 400, body: { message: 'Validation error', data: { _errors: [], data: { [bad]: { address: { postalCode: { _errors: ['Required'] } } } } } } };
      stored.push(...data.map((r) => r.firstName));
      return { ok: true, status: 200, body: data.map(() => ({ created_at: 't', updated_at: 't' })) };
    },
  } as unknown as ApiClient;
  return { api, stored, posts };
}

const journal = (over: Partial<ImportJournal> = {}): ImportJournal => ({
  version: 1,
  campaignId: 'camp_1',
  fingerprint: { name: 'people.csv', size: 1, lastModified: 1, headerHash: 'x' },
  mapping: proposeMapping(HEADERS),
  fixes: {},
  excluded: [],
  choice: 'skip',
  batchSize: 10,
  rowsSent: 0,
  sentThroughRow: -1,
  updatedAt: 'then',
  ...over,
});
const ALL = ROWS.map((_, i) => i);

describe('runImport', () => {
  it('sends every row in batches, reports progress and records the end in the journal', async () => {
    const { api, stored, posts } = fakeApi();
    const store = memoryStore();
    const progress: number[] = [];
    const { result, journal: after } = await runImport({ api, store, journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => false, onProgress: (p) => progress.push(p.sent) });
    expect(result.state).toBe('done');
    expect(posts).toEqual([10, 10, 5]);
    expect(stored).toHaveLength(25);
    expect(progress).toEqual([0, 10, 20, 25]);
    expect(after).toMatchObject({ rowsSent: 25, sentThroughRow: 24 });
    expect(loadJournal(store, 'camp_1')).toMatchObject({ rowsSent: 25, sentThroughRow: 24 });
  });

  it('cancelled, then resumed: no row is sent twice', async () => {
    const { api, stored } = fakeApi();
    const store = memoryStore();
    let sent = 0;
    const first = await runImport({ api, store, journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => sent >= 10, onProgress: (p) => (sent = p.sent) });
    expect(first.result.state).toBe('cancelled');
    const second = await runImport({ api, store, journal: loadJournal(store, 'camp_1')!, rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(second.result.state).toBe('done');
    expect(stored).toEqual(ROWS.map((r) => r[0]));
  });

  it('a batch stored just before the app stopped (still in flight in the journal) is not sent again', async () => {
    // Rows 0-9 were stored, but the app stopped before recording it.
    const { api, stored, posts } = fakeApi({ stored: 10 });
    const crashed = journal({ inFlight: { lastRow: 9, rows: 10, campaignTotalBefore: 0 } });
    const { result } = await runImport({ api, store: memoryStore(), journal: crashed, rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(result.state).toBe('done');
    expect(posts).toEqual([10, 5]);
    expect(stored).toHaveLength(25);
  });

  it('stops at a refused batch with the API answer and nothing of it stored; after a fix it goes on from that batch', async () => {
    const { api, stored } = fakeApi({ refuse: 'Reader12' });
    const store = memoryStore();
    const first = await runImport({ api, store, journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(first.result).toMatchObject({ state: 'failed', next: 1, status: 400 });
    expect(first.journal).toMatchObject({ rowsSent: 10, sentThroughRow: 9 });
    expect(first.journal.inFlight).toBeUndefined();
    expect(first.batches[1]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const fixed = ROWS.map((r, i) => (i === 12 ? ['Fixed', ...r.slice(1)] : r));
    const second = await runImport({ api, store, journal: first.journal, rows: fixed, rowsToSend: ALL, shouldStop: () => false });
    expect(second.result.state).toBe('done');
    expect(stored).toHaveLength(25);
    expect(stored[12]).toBe('Fixed');
  });
});
