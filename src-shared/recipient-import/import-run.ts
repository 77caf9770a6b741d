import type { ApiClient } from '../api-client.ts';
import type { RecipientImport } from '../contract/imports.ts';
import { planBatches, type RunResult, runBatches } from './batches.ts';
import { type ImportJournal, type KeyValueStore, remainingRows, saveJournal } from './journal.ts';
import { mapRow, toApiRecipient } from './map-row.ts';

export interface RunProgress {
  /** The server's import the rows go to. */
  importId: string;
  sent: number;
  total: number;
  /** Rows a second since this run started, as the server counts them. */
  rate: number;
  /** At that rate; undefined before the first batch. */
  secondsRemaining?: number;
}

export interface ImportRunOptions {
  api: ApiClient;
  /** Where the journal is kept after every step (localStorage in the app). */
  store: KeyValueStore;
  journal: ImportJournal;
  rows: readonly (readonly string[])[];
  /** Every row to send, in file order (rowsToSend of the analysis); those already stored are skipped. */
  rowsToSend: readonly number[];
  shouldStop(): boolean;
  onProgress?(progress: RunProgress): void;
}

/** What `runImport` answers: the run's end; `cancelledElsewhere` when another view (or window) cancelled the import on the server. */
export interface ImportRunEnd {
  result: RunResult;
  journal: ImportJournal;
  batches: number[][];
  cancelledElsewhere: boolean;
}

const fail = (what: string, answer: { ok: false; body: { message: string } }) => new Error(`${what}: ${answer.body.message}`);

/**
 * The server's import of this file into the campaign: the newest one of the same
 * fingerprint that is not done, resumed; else a new one, carrying the progress a
 * journal made before the server knew of imports.
 */
async function serverImport(api: ApiClient, journal: ImportJournal, rowsTotal: number): Promise<RecipientImport> {
  const fingerprint = JSON.stringify(journal.fingerprint);
  const list = await api.call('importsList', { params: { campaignId: journal.campaignId } });
  if (!list.ok) throw fail('The imports of the campaign cannot be read', list);
  const previous = journal.rowsSent > 0 ? list.body.data.find((i) => i.fingerprint === fingerprint && i.status !== 'done') : undefined;
  if (previous) {
    if (previous.status === 'running') return previous;
    const resumed = await api.call('importsUpdate', { params: { importId: previous.id }, body: { status: 'running', rows_total: rowsTotal } });
    if (!resumed.ok) throw fail('The import cannot be resumed', resumed);
    return resumed.body;
  }
  const body = { file_name: journal.fingerprint.name, fingerprint, rows_total: rowsTotal, rows_stored: journal.rowsSent, through_row: journal.sentThroughRow, ...(journal.fingerprint.sheet === undefined ? {} : { sheet: journal.fingerprint.sheet }) };
  const created = await api.call('importsCreate', { params: { campaignId: journal.campaignId }, body });
  if (!created.ok) throw fail('The import cannot start', created);
  return created.body;
}

/**
 * Sends an import's rows to the server's import (POST /api/imports/{id}/batches) in
 * batches from where the server says it stands, recording each confirmed batch in the
 * journal. A batch the server stored whose answer was lost is known by the server's
 * `through_row`, so nothing is sent twice. The app and the benchmark both import through this.
 */
export async function runImport(options: ImportRunOptions): Promise<ImportRunEnd> {
  const { api, store, rows } = options;
  const planned = options.rowsToSend.length;
  let server = await serverImport(api, options.journal, planned);
  // The server's progress is the truth: it moves with every batch it stores.
  let journal: ImportJournal = { ...options.journal, rowsSent: server.rows_stored, sentThroughRow: server.through_row };
  saveJournal(store, journal);
  const batches = planBatches(remainingRows(options.rowsToSend, journal), journal.batchSize);
  const total = journal.rowsSent + batches.reduce((n, b) => n + b.length, 0);
  let cancelledElsewhere = false;
  options.onProgress?.({ importId: server.id, sent: journal.rowsSent, total, rate: 0 });
  const result = await runBatches({
    batches,
    from: 0,
    shouldStop: options.shouldStop,
    send: async (batch) => {
      const data = batch.map((row) => toApiRecipient(mapRow(rows[row] ?? [], journal.mapping)));
      const answer = await api.call('importsBatch', { params: { importId: server.id }, body: { through_row: batch.at(-1)!, data } });
      if (answer.ok) {
        server = answer.body.import;
        return { ok: true };
      }
      cancelledElsewhere = answer.status === 409;
      return { ok: false, status: answer.status, body: answer.body };
    },
    onConfirmed: () => {
      journal = { ...journal, rowsSent: server.rows_stored, sentThroughRow: server.through_row, updatedAt: new Date().toISOString() };
      saveJournal(store, journal);
      options.onProgress?.({ importId: server.id, sent: journal.rowsSent, total, rate: server.rows_per_second ?? 0, secondsRemaining: server.seconds_remaining ?? undefined });
    },
  });
  if (result.state === 'done') {
    const done = await api.call('importsUpdate', { params: { importId: server.id }, body: { status: 'done' } });
    if (!done.ok) throw fail('The import cannot be finished', done);
  } else if (result.state === 'cancelled') {
    await api.call('importsUpdate', { params: { importId: server.id }, body: { status: 'cancelled' } });
  } else if (cancelledElsewhere) {
    return { result: { state: 'cancelled', next: result.next }, journal, batches, cancelledElsewhere };
  } else if (result.status !== 400 && result.status !== 403) {
    // The server refused nothing itself (a 5xx, or no answer): its import would wait as running until it reads as stopped.
    const reason = `A batch was answered ${result.status === 0 ? 'by no server' : `with ${result.status}`}: ${(result.body as { message?: string } | undefined)?.message ?? 'no reason given'}`;
    await api.call('importsUpdate', { params: { importId: server.id }, body: { status: 'failed', reason } });
  }
  return { result, journal, batches, cancelledElsewhere };
}
