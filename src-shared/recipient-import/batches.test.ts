import { describe, expect, it } from 'vitest';
import { type BatchAnswer, planBatches, runBatches } from './batches.ts';

const rows = Array.from({ length: 25 }, (_, i) => i);

describe('planBatches', () => {
  it('cuts the rows into batches of the size, the last one shorter', () => {
    expect(planBatches(rows, 10).map((b) => b.length)).toEqual([10, 10, 5]);
    expect(planBatches([], 10)).toEqual([]);
  });
});

describe('runBatches', () => {
  const ok: BatchAnswer = { ok: true };

  it('sends every batch in order from where it is told, confirming each', async () => {
    const log: string[] = [];
    const result = await runBatches({
      batches: planBatches(rows, 10),
      from: 1,
      send: async (batch, i) => (log.push(`send ${i} (${batch.length})`), ok),
      shouldStop: () => false,
      onConfirmed: (i) => log.push(`confirmed ${i}`),
    });
    expect(result).toEqual({ state: 'done', next: 3 });
    expect(log).toEqual(['send 1 (10)', 'confirmed 1', 'send 2 (5)', 'confirmed 2']);
  });

  it('stops between batches when cancelled: the batch in flight finishes and is confirmed', async () => {
    let cancel = false;
    const confirmed: number[] = [];
    const result = await runBatches({
      batches: planBatches(rows, 10),
      from: 0,
      send: async (_, i) => ((cancel = i === 0), ok),
      shouldStop: () => cancel,
      onConfirmed: (i) => confirmed.push(i),
    });
    expect(result).toEqual({ state: 'cancelled', next: 1 });
    expect(confirmed).toEqual([0]);
  });

  it('stops at the first refused batch with the API answer, leaving it unconfirmed', async () => {
    const result = await runBatches({
      batches: planBatches(rows, 10),
      from: 0,
      send: async (_, i) => (i === 1 ? { ok: false, status: 400, body: { message: 'Validation error' } } : ok),
      shouldStop: () => false,
    });
    expect(result).toEqual({ state: 'failed', next: 1, status: 400, body: { message: 'Validation error' } });
  });
});
