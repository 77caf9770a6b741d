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

/**
 * MB resident in V8's pages (the 256 KB mappings of a heap, /proc/self/smaps) and in the heap's
 * spaces of them, in a process under the server's flags that grew its heap past 100 MB and let
 * it go: after a regular full collection, then after collectGarbage.
 */
function pagesAroundCollection(): Record<'regular' | 'collected', { pagesMb: number; heapMb: number }> {
  const code = `
    import { readFileSync } from 'node:fs';
    import { getHeapSpaceStatistics } from 'node:v8';
    import { collectGarbage } from ${JSON.stringify(new URL('./heap-limits.ts', import.meta.url).href)};
    function measure() {
      let page = false;
      let kb = 0;
      for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\\n')) {
        const m = /^([0-9a-f]+)-([0-9a-f]+) \\S+ \\S+ \\S+ \\d+\\s*$/.exec(line);
        if (m) page = parseInt(m[2], 16) - parseInt(m[1], 16) === 262144 && parseInt(m[1], 16) % 262144 === 0;
        else if (/^[0-9a-f]+-/.test(line)) page = false;
        else if (page && line.startsWith('Rss:')) kb += Number(line.split(/\\s+/)[1]);
      }
      const paged = getHeapSpaceStatistics().filter((s) => !s.space_name.includes('large_object')).reduce((sum, s) => sum + s.space_size, 0);
      return { pagesMb: kb / 1024, heapMb: paged / 1048576 };
    }
    let kept = [];
    for (let round = 0; round < 30; round++) {
      const made = [];
      for (let i = 0; i < 200000; i++) made.push({ i, text: 'x' + i });
      kept.push(made.slice(0, 20000));
      if (kept.length > 10) kept.shift();
    }
    kept = undefined;
    globalThis.gc({ type: 'major', execution: 'sync' });
    const regular = measure();
    collectGarbage();
    console.log(JSON.stringify({ regular, collected: measure() }));`;
  return JSON.parse(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--input-type=module', '-e', code], { encoding: 'utf8' })) as Record<'regular' | 'collected', { pagesMb: number; heapMb: number }>;
}

describe("collectGarbage and V8's pool of freed pages (why a busy render worker calls it, RENDER_WORKER_COLLECT_EVERY_MS)", () => {
  it('gives back the pages a regular collection keeps resident for the heap to grow into again', () => {
    const { regular, collected } = pagesAroundCollection();
    // measured: 57-64 MB of pages for a heap of 23 after the regular collection, 3.9 after collectGarbage
    expect(regular.pagesMb - regular.heapMb).toBeGreaterThan(20);
    expect(collected.pagesMb).toBeLessThan(regular.pagesMb / 4);
  });
});

