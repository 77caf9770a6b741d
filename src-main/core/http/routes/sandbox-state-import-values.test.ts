import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '#core/test-support/fixtures.ts';
import { admin, edited, exportBytes, importBytes } from '#core/test-support/state-files.ts';
import { call, expectErrorAnswer, tempDir, testCore } from '#core/test-support/test-core.ts';

// Issue 41: a state import holds its values to the rules of the routes that set them.

describe('a state import checks the values it brings in', () => {
  // Point 1: an offset of 1e300 put the clock past any Date; the server crashed and never started again.
  it.each([
    ["INSERT OR REPLACE INTO settings VALUES ('sandbox_clock_offset_ms', '1e300')", 'its setting sandbox_clock_offset_ms (1e300) puts the sandbox clock past 9999-12-31T23:59:59Z'],
    ["INSERT OR REPLACE INTO settings VALUES ('sandbox_clock_offset_ms', '-86400000')", 'its setting sandbox_clock_offset_ms (-86400000) is negative: the sandbox clock only moves forward'],
    ["UPDATE campaigns SET created_at = '+275760-09-13T00:00:00.000000+00:00'", 'its campaigns.created_at holds "+275760-09-13T00:00:00.000000+00:00", not a time between 0000-01-01 and 9999-12-31'],
    ["UPDATE teams SET created_at = 'tomorrow'", 'its teams.created_at holds "tomorrow", not a time between 0000-01-01 and 9999-12-31'],
  ])('refuses a file whose stored times no date holds (%s): 400 with the reason, nothing changed', async (sql, reason) => {
    const core = testCore({ workers: false });
    await createCampaign(core, { name: 'Keep me' });
    const refused = await importBytes(core, edited(await exportBytes(core), sql));
    expectErrorAnswer(refused, 400, `Not an Inkpost state file: ${reason}`);
    expect((await call(core, 'GET', '/_sandbox/clock', { headers: admin(core) })).body.shifted).toBe(false);
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body.map((c: any) => c.name)).toEqual(['Keep me']);
  });

  it('takes a file whose clock was moved on, and its clock with it', async () => {
    const source = testCore({ workers: false });
    await call(source, 'POST', '/_sandbox/clock/advance', { headers: admin(source), body: { days: 30 } });
    const core = testCore({ workers: false });
    expect((await importBytes(core, await exportBytes(source))).status).toBe(200);
    expect((await call(core, 'GET', '/_sandbox/clock', { headers: admin(core) })).body.offsetSeconds).toBe(30 * 86400);
  });
});

// Point 4: 9 of 10 imports killed mid-way left their scratch copy (163-432 MB each) for ever.
describe('a state import killed mid-way', () => {
  it('leaves no scratch folder past the next start, which says what it removed', async () => {
    const dataDir = tempDir();
    await testCore({ dataDir, workers: false }).close();
    const left = [mkdtempSync(join(dataDir, '.state-')), mkdtempSync(join(dataDir, '.state-'))];
    for (const dir of left) writeFileSync(join(dir, 'rebuilt.sqlite'), Buffer.alloc(1024 * 1024));
    mkdirSync(join(dataDir, '.state-of-my-notes')); // not a scratch folder's name: kept
    const said: string[] = [];
    const core = testCore({ dataDir, workers: false, logger: { info: (message) => said.push(message), error: (message) => said.push(message) } });
    expect(left.filter((dir) => existsSync(dir))).toEqual([]);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.state-'))).toEqual(['.state-of-my-notes']);
    expect(said.filter((line) => line.startsWith('Removed 2 scratch folders of a state export or import that did not finish: .state-'))).toHaveLength(1);
    expect((await importBytes(core, await exportBytes(core))).status).toBe(200);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.state-'))).toEqual(['.state-of-my-notes']);
  });
});
