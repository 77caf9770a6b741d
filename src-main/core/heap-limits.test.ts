import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { useSmallWorkerYoungGenerations, WORKER_SEMI_SPACE_MB } from './heap-limits.ts';

/** The young generation's capacity (both semi-spaces) a fresh worker thread reaches after making garbage, in MB. */
function workerNewSpaceMb(): Promise<number> {
  const code = `
    const v8 = require('node:v8');
    let kept = [];
    for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 1000) kept = []; }
    const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    require('node:worker_threads').parentPort.postMessage(space.space_size / 1048576);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', (mb: number) => void worker.terminate().then(() => resolve(mb)));
    worker.once('error', reject);
  });
}

describe('worker young generations', () => {
  it('are small for worker threads started after the switch, whatever the process flags say', async () => {
    useSmallWorkerYoungGenerations();
    expect(await workerNewSpaceMb()).toBeLessThanOrEqual(2 * WORKER_SEMI_SPACE_MB);
  });
});
