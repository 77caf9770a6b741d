import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { collectGarbage, SERVER_NODE_FLAGS, useSmallWorkerYoungGenerations, WORKER_SEMI_SPACE_MB } from './heap-limits.ts';

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

/** The heap a Node process with these flags uses (MB) after dropping 40 MB of objects, before and after collectGarbage. */
function heapAroundCollection(flags: readonly string[]): { before: number; after: number } {
  const code = `
    import { getHeapStatistics } from 'node:v8';
    import { collectGarbage } from ${JSON.stringify(new URL('./heap-limits.ts', import.meta.url).href)};
    let garbage = Array.from({ length: 400 }, (_, i) => Array.from({ length: 10000 }, (_, j) => ({ i, j })));
    garbage = undefined;
    const used = () => getHeapStatistics().used_heap_size / 1048576;
    const before = used();
    collectGarbage();
    console.log(JSON.stringify({ before, after: used() }));`;
  return JSON.parse(execFileSync(process.execPath, [...flags, '--input-type=module', '-e', code], { encoding: 'utf8' })) as { before: number; after: number };
}

describe('collectGarbage', () => {
  it("collects the process's garbage under the server's flags", () => {
    const { before, after } = heapAroundCollection(SERVER_NODE_FLAGS);
    expect(before).toBeGreaterThan(40);
    expect(after).toBeLessThan(before - 30);
  });

  it('does nothing where gc is not exposed (the desktop app, a test process)', () => {
    expect(() => collectGarbage()).not.toThrow();
    const { before, after } = heapAroundCollection([]);
    expect(after).toBeGreaterThan(before - 1);
  });
});
