// The app's import run (src-shared/recipient-import/import-run.ts) against the real
// import routes over the typed client: src-shared's own tests cannot start a core.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api-client.ts';
import type { ImportJournal, KeyValueStore } from '#shared/recipient-import/journal.ts';
import { loadJournal } from '#shared/recipient-import/journal.ts';
import { proposeMapping } from '#shared/recipient-import/mapping.ts';
import { runImport } from '#shared/recipient-import/import-run.ts';
import { createCampaign } from '#core/test-support/fixtures.ts';
import { call, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

const HEADERS = ['first name', 'last name', 'street', 'city', 'zip', 'country'];
const ROWS = Array.from({ length: 25 }, (_, i) => [`Reader${i}`, 'Bench', `${i} Elm Street`, 'Leeds', 'LS1 1AA', 'GB']);
const ALL = ROWS.map((_, i) => i);

const memoryStore = (): KeyValueStore => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

/** `beforeBatch` runs before a batch reaches the server (n counts from 0). */
async function setUp(beforeBatch?: (core: Core, n: number) => Promise<unknown>) {
  const core = testCore({ workers: false });
  const campaign = await createCampaign(core);
  let batches = 0;
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).endsWith('/batches')) await beforeBatch?.(core, batches++);
    return core.app.request(String(url), init);
  };
  const api = createApiClient({ baseUrl: 'http://localhost', apiKey: core.keys.customerKey, fetchImpl });
  const journal = (over: Partial<ImportJournal> = {}): ImportJournal => ({
    version: 1,
    campaignId: campaign.id,
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
  return { core, api, journal, campaignId: campaign.id as string };
}

const imports = async (core: Core, campaignId: string) => (await call(core, 'GET', `/api/campaigns/${campaignId}/imports`, { key: core.keys.customerKey })).body.data;
const firstNames = async (core: Core, campaignId: string): Promise<string[]> =>
  (await call(core, 'GET', `/api/campaigns/${campaignId}/recipients?limit=100`, { key: core.keys.customerKey })).body.data.map((r: { first_name: string }) => r.first_name).sort();
const expected = (rows: string[][]) => rows.map((r) => r[0]!).sort();

describe('the app\'s import run, on the server\'s import', () => {
  it('sends every row in batches with the server\'s progress and finishes the server\'s import', async () => {
    const { core, api, journal, campaignId } = await setUp();
    const store = memoryStore();
    const progress: number[] = [];
    const end = await runImport({ api, store, journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => false, onProgress: (p) => progress.push(p.sent) });
    expect(end.result.state).toBe('done');
    expect(progress).toEqual([0, 10, 20, 25]);
    expect(loadJournal(store, campaignId)).toMatchObject({ rowsSent: 25, sentThroughRow: 24 });
    expect(await imports(core, campaignId)).toMatchObject([{ status: 'done', file_name: 'people.csv', rows_total: 25, rows_stored: 25, through_row: 24 }]);
    expect(await firstNames(core, campaignId)).toEqual(expected(ROWS));
  });

  it('cancelled, then resumed on the same server import: no row is sent twice', async () => {
    const { core, api, journal, campaignId } = await setUp();
    const store = memoryStore();
    let sent = 0;
    const first = await runImport({ api, store, journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => sent >= 10, onProgress: (p) => (sent = p.sent) });
    expect(first.result.state).toBe('cancelled');
    expect(await imports(core, campaignId)).toMatchObject([{ status: 'cancelled', rows_stored: 10 }]);
    const second = await runImport({ api, store, journal: loadJournal(store, campaignId)!, rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(second.result.state).toBe('done');
    expect(await imports(core, campaignId)).toMatchObject([{ status: 'done', rows_stored: 25 }]);
    expect(await firstNames(core, campaignId)).toEqual(expected(ROWS));
  });

  it('a batch the server stored whose answer never reached the journal is not sent again: the server\'s progress wins', async () => {
    const { core, api, journal, campaignId } = await setUp();
    let sent = 0;
    await runImport({ api, store: memoryStore(), journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => sent >= 20, onProgress: (p) => (sent = p.sent) });
    // The app's journal stopped at the first batch; the server stored two.
    const end = await runImport({ api, store: memoryStore(), journal: journal({ rowsSent: 10, sentThroughRow: 9 }), rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(end.result.state).toBe('done');
    expect(end.batches).toEqual([[20, 21, 22, 23, 24]]);
    expect(await firstNames(core, campaignId)).toEqual(expected(ROWS));
  });

  it('stops when the import is cancelled on the server by another view', async () => {
    const { core, api, journal, campaignId } = await setUp(async (server, n) => {
      if (n !== 1) return;
      const [running] = await imports(server, campaignId);
      await call(server, 'PATCH', `/api/imports/${running.id}`, { key: server.keys.customerKey, body: { status: 'cancelled' } });
    });
    const end = await runImport({ api, store: memoryStore(), journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(end).toMatchObject({ result: { state: 'cancelled' }, cancelledElsewhere: true, journal: { rowsSent: 10 } });
    expect((await firstNames(core, campaignId)).length).toBe(10);
  });

  it('stops at a refused batch with the reason on the server\'s import; after a fix it goes on from that batch', async () => {
    const { core, api, journal, campaignId } = await setUp();
    const store = memoryStore();
    const broken = ROWS.map((r, i) => (i === 12 ? [r[0]!, r[1]!, r[2]!, r[3]!, '', r[5]!] : r));
    const first = await runImport({ api, store, journal: journal(), rows: broken, rowsToSend: ALL, shouldStop: () => false });
    expect(first.result).toMatchObject({ state: 'failed', next: 1, status: 400 });
    expect(first.journal).toMatchObject({ rowsSent: 10, sentThroughRow: 9 });
    expect(await imports(core, campaignId)).toMatchObject([{ status: 'failed', rows_stored: 10, last_error: 'Validation error: data.2.address.postalCode: Required' }]);
    const second = await runImport({ api, store, journal: first.journal, rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(second.result.state).toBe('done');
    expect(await imports(core, campaignId)).toHaveLength(1);
    expect(await firstNames(core, campaignId)).toEqual(expected(ROWS));
  });

  it('records on the server why it could not go on when a batch gets a server error, so the import does not wait as running', async () => {
    const { core, api, journal, campaignId } = await setUp();
    const fault = await call(core, 'POST', '/_sandbox/faults', { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: { kind: 'status', route: 'importsBatch', status: 503, count: 1 } });
    expect(fault.status, JSON.stringify(fault.body)).toBe(201);
    const end = await runImport({ api, store: memoryStore(), journal: journal(), rows: ROWS, rowsToSend: ALL, shouldStop: () => false });
    expect(end.result).toMatchObject({ state: 'failed', status: 503 });
    expect(await imports(core, campaignId)).toMatchObject([{ status: 'failed', rows_stored: 0, last_error: expect.stringMatching(/^A batch was answered with 503: /) }]);
  });
});
