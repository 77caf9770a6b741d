import type { ApiClient } from '../api-client.ts';
import { planBatches, rowsPerSecond, type RunResult, runBatches } from './batches.ts';
import { confirmBatch, type ImportJournal, type KeyValueStore, remainingRows, saveJournal, settleInFlight } from './journal.ts';
import { mapRow, toApiRecipient } from './map-row.ts';

export interface RunProgress {
  sent: number;
  total: number;
  /** Rows a second since this run started. */
  rate: number;
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
  now?(): number;
}

async function campaignTotal(api: ApiClient, campaignId: string): Promise<number> {
  const answer = await api.call('campaignsGet', { params: { campaignId } });
  if (!answer.ok) throw new Error(`The campaign cannot be read: ${answer.body.message}`);
  return answer.body.metrics.total;
}

/**
 * Sends an import's rows to POST /api/recipients in batches from where its journal
 * stands, recording each batch as in flight (with the campaign's recipient count)
 * before it goes and as stored once the API confirmed it. The app and the
 * benchmark both import through this.
 */
export async function runImport(options: ImportRunOptions): Promise<{ result: RunResult; journal: ImportJournal; batches: number[][] }> {
  const { api, store, rows } = options;
  const now = options.now ?? (() => performance.now());
  let journal = options.journal.inFlight ? settleInFlight(options.journal, await campaignTotal(api, options.journal.campaignId)) : options.journal;
  saveJournal(store, journal);
  const batches = planBatches(remainingRows(options.rowsToSend, journal), journal.batchSize);
  const total = journal.rowsSent + batches.reduce((n, b) => n + b.length, 0);
  const sentBefore = journal.rowsSent;
  const startedAt = now();
  // The count before the first batch is read; after that it grows by what the API confirms (upserts aside, see settleInFlight).
  let count = await campaignTotal(api, journal.campaignId);
  options.onProgress?.({ sent: journal.rowsSent, total, rate: 0 });
  const result = await runBatches({
    batches,
    from: 0,
    shouldStop: options.shouldStop,
    beforeSend: (index) => {
      const batch = batches[index]!;
      journal = { ...journal, inFlight: { lastRow: batch.at(-1)!, rows: batch.length, campaignTotalBefore: count } };
      saveJournal(store, journal);
    },
    send: async (batch) => {
      const data = batch.map((row) => toApiRecipient(mapRow(rows[row] ?? [], journal.mapping)));
      const answer = await api.call('createRecipients', { body: { campaignId: journal.campaignId, data } });
      if (answer.ok) count += answer.body.filter((r) => r.created_at === r.updated_at).length;
      return answer.ok ? { ok: true } : { ok: false, status: answer.status, body: answer.body };
    },
    onConfirmed: (index, sent) => {
      journal = confirmBatch(journal, sent, batches[index]!.at(-1)!, new Date().toISOString());
      saveJournal(store, journal);
      options.onProgress?.({ sent: journal.rowsSent, total, rate: rowsPerSecond(journal.rowsSent - sentBefore, startedAt, now()) });
    },
  });
  // A refusal (4xx, 5xx) stored nothing; an unreachable server (status 0) may have stored the batch, so it stays in flight, settled on the next run.
  if (result.state === 'failed' && result.status !== 0 && journal.inFlight) {
    const { inFlight: _refused, ...rest } = journal;
    journal = rest;
    saveJournal(store, journal);
  }
  return { result, journal, batches };
}
