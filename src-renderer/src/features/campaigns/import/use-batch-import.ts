import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiClient } from '../../../../../src-shared/api-client.ts';
import { planBatches, rowsPerSecond, type RunResult, runBatches } from '../../../../../src-shared/recipient-import/batches.ts';
import { confirmBatch, type ImportJournal, remainingRows, saveJournal, settleInFlight } from '../../../../../src-shared/recipient-import/journal.ts';
import { mapRow, toApiRecipient } from '../../../../../src-shared/recipient-import/map-row.ts';
import { useApi } from '../../../api/clients.ts';

export interface ImportProgress {
  sent: number;
  total: number;
  /** Rows a second since this run started. */
  rate: number;
  stopping: boolean;
}

async function campaignTotal(api: ApiClient, campaignId: string): Promise<number> {
  const answer = await api.call('campaignsGet', { params: { campaignId } });
  if (!answer.ok) throw new Error(`The campaign cannot be read: ${answer.body.message}`);
  return answer.body.metrics.total;
}

/**
 * Sends an import's rows in batches, recording each in the journal (localStorage)
 * before it goes and once the API confirmed it; Cancel stops between batches.
 */
export function useBatchImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  const stop = useRef(false);
  const [progress, setProgress] = useState<ImportProgress | undefined>();

  const cancel = () => {
    stop.current = true;
    setProgress((p) => p && { ...p, stopping: true });
  };

  /** Runs from the journal's position; answers how it ended and the journal as it now stands. */
  const run = async (start: ImportJournal, rows: readonly (readonly string[])[], rowsToSend: readonly number[]): Promise<{ result: RunResult; journal: ImportJournal; batches: number[][] }> => {
    if (!api) throw new Error('Not connected to the local server yet');
    stop.current = false;
    let journal = start.inFlight ? settleInFlight(start, await campaignTotal(api, start.campaignId)) : start;
    saveJournal(localStorage, journal);
    const batches = planBatches(remainingRows(rowsToSend, journal), journal.batchSize);
    const total = journal.rowsSent + batches.reduce((n, b) => n + b.length, 0);
    const sentBefore = journal.rowsSent;
    const startedAt = performance.now();
    setProgress({ sent: journal.rowsSent, total, rate: 0, stopping: false });
    const result = await runBatches({
      batches,
      from: 0,
      shouldStop: () => stop.current,
      beforeSend: async (index) => {
        const batch = batches[index]!;
        journal = { ...journal, inFlight: { lastRow: batch.at(-1)!, rows: batch.length, campaignTotalBefore: await campaignTotal(api, journal.campaignId) } };
        saveJournal(localStorage, journal);
      },
      send: async (batch) => {
        const data = batch.map((row) => toApiRecipient(mapRow(rows[row] ?? [], journal.mapping)));
        const answer = await api.call('createRecipients', { body: { campaignId: journal.campaignId, data } });
        return answer.ok ? { ok: true } : { ok: false, status: answer.status, body: answer.body };
      },
      onConfirmed: (index, count) => {
        journal = confirmBatch(journal, count, batches[index]!.at(-1)!, new Date().toISOString());
        saveJournal(localStorage, journal);
        setProgress((p) => p && { ...p, sent: journal.rowsSent, rate: rowsPerSecond(journal.rowsSent - sentBefore, startedAt, performance.now()) });
      },
    });
    // A refusal (4xx) stored nothing; an unreachable server (status 0) may have stored the batch, so it stays in flight to be settled on resume.
    if (result.state === 'failed' && result.status !== 0 && journal.inFlight) {
      const { inFlight: _refused, ...rest } = journal;
      journal = rest;
      saveJournal(localStorage, journal);
    }
    void queryClient.invalidateQueries({ queryKey: ['campaignsList'] });
    setProgress(undefined);
    return { result, journal, batches };
  };

  return { run, cancel, progress };
}
