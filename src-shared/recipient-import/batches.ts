/**
 * Rows go to the server's import (POST /api/imports/{id}/batches) in batches; each
 * request is all or nothing, so a batch is either stored whole or not at all. 1,000 measured best
 * (docs/import.md); the API takes at most 5,000 a request.
 */
export const DEFAULT_BATCH_SIZE = 1000;

/** The rows to send cut into batches, in order. */
export function planBatches(rows: readonly number[], size = DEFAULT_BATCH_SIZE): number[][] {
  const batches: number[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

export type BatchAnswer = { ok: true } | { ok: false; status: number; body: unknown };

export interface RunBatchesOptions {
  batches: readonly (readonly number[])[];
  /** The first batch not yet confirmed (0 for a new import, more when resuming). */
  from: number;
  send(rows: readonly number[], index: number): Promise<BatchAnswer>;
  /** Asked between batches: a batch once sent is always waited for, so none is left half-known. */
  shouldStop(): boolean;
  /** After the API confirmed a batch (the journal records it as done). */
  onConfirmed?(index: number, sentRows: number): void;
}

export type RunResult =
  | { state: 'done'; next: number }
  | { state: 'cancelled'; next: number }
  | { state: 'failed'; next: number; status: number; body: unknown };

/** Sends the batches one after another from `from`, stopping between batches when asked or at the first refusal. */
export async function runBatches(options: RunBatchesOptions): Promise<RunResult> {
  const { batches } = options;
  for (let index = options.from; index < batches.length; index++) {
    if (options.shouldStop()) return { state: 'cancelled', next: index };
    const answer = await options.send(batches[index]!, index);
    if (!answer.ok) return { state: 'failed', next: index, status: answer.status, body: answer.body };
    options.onConfirmed?.(index, batches[index]!.length);
  }
  return { state: 'done', next: batches.length };
}
