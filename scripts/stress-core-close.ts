// Closes cores at random moments of their start, as the unit tests and a quick Ctrl-C do, in
// processes of their own, and prints how many of those processes died. A core's request log
// writer thread stopped while it loaded SQLite's native module aborted its process: before
// start-gate.ts, 11 of 40 processes of 300 closes died so; after it, none of 40 (docs/contributing.md).
//   npx node scripts/stress-core-close.ts [processes=20] [cores a process=300]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore } from '#core/wiring/create-core.ts';
import { SERVER_NODE_FLAGS } from '#core/policy/heap-limits.ts';
import { silentLogger } from '#core/base/logger.ts';
import { createDocumentPool } from '#core/engine/documents/document-pool.ts';

const [first, second] = process.argv.slice(2);

/** One process: cores three at a time, each answering a few requests and closed 0-30 ms later. */
async function closeCores(count: number): Promise<void> {
  const documents = createDocumentPool();
  const once = async (i: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkpost-stress-'));
    const core = createCore({ dataDir, logger: silentLogger, documents });
    for (let k = 0; k < i % 5; k++) await core.app.fetch(new Request('http://localhost/api/v1/whoami', { headers: { 'X-API-Key': core.keys.customerKey } }));
    await new Promise((wait) => setTimeout(wait, Math.random() * 30));
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < count; i += 3) await Promise.all([once(i), once(i + 1), once(i + 2)]);
  await documents.close();
}

if (first === '--child') await closeCores(Number(second));
else {
  const processes = Number(first ?? 20);
  const cores = Number(second ?? 300);
  const started = performance.now();
  const deaths: string[] = [];
  for (let run = 1; run <= processes; run++) {
    const child = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), '--child', String(cores)], { encoding: 'utf8' });
    if (child.status !== 0) deaths.push(`process ${run}: ${child.signal ?? `exit ${child.status}`}: ${/FATAL ERROR[^\n]*/.exec(child.stderr)?.[0] ?? child.stderr.trim().split('\n').at(-1)}`);
  }
  console.log(`${processes} processes of ${cores} cores each (${processes * cores} closes) in ${((performance.now() - started) / 1000).toFixed(0)} s: ${deaths.length} died`);
  for (const death of deaths) console.log(`  ${death}`);
  if (deaths.length > 0) process.exitCode = 1;
}
