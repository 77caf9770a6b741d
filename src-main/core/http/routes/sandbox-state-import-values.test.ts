import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { fontFilePath } from '#core/engine/handwriting/fonts.ts';
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

/** A hand row as a state file may carry it: `font` is its OpenType file. */
function handRow(core: Core, id: string, name: string, font: Buffer): string {
  const now = '2026-11-01T10:00:00.000000+00:00';
  return `INSERT INTO hands (id, team_id, name, paper, revision, fallback_family, cells_json, dpi_json, characters_json, missing_json, warnings_json, font, created_at, updated_at)
    VALUES ('${id}', '${core.keys.teamId}', '${name}', 'a4', 1, 'Stafford', '[]', '[200]', '["a","b","c"]', '[]', '[]', X'${font.toString('hex')}', '${now}', '${now}');`;
}

async function writeWith(core: Core, fontFamily: string) {
  const res = await call(core, 'POST', '/api/generate/png', { key: core.keys.customerKey, body: { content: '<p>Dear Ada,</p>', width: '80mm', height: '30mm', fontFamily } });
  return res.status;
}

// Point 6: request-log settings of {maxEntries: -5, ...} were stored, and a hand with a garbage font made generate/png answer 500.
describe('a state import holds settings and hands to their own rules', () => {
  it.each([
    [{ enabled: true, maxEntries: -5, maxAgeHours: -1, bodyCapBytes: 1e12 }, 'maxEntries: Number must be greater than or equal to 100; maxAgeHours: Number must be greater than or equal to 1; bodyCapBytes: Number must be less than or equal to 1048576'],
    [{ enabled: 'yes', maxEntries: 100, maxAgeHours: 1, bodyCapBytes: 0 }, 'enabled: Expected boolean, received string'],
  ])('refuses request-log settings %j with the rules of PATCH /_sandbox/request-log/settings', async (settings, broken) => {
    const core = testCore({ workers: false });
    const bad = edited(await exportBytes(core), `INSERT OR REPLACE INTO settings VALUES ('request_log_settings', '${JSON.stringify(settings)}')`);
    expectErrorAnswer(await importBytes(core, bad), 400, `Not an Inkpost state file: its setting request_log_settings breaks the rules of PATCH /_sandbox/request-log/settings (${broken})`);
    expect((await call(core, 'GET', '/_sandbox/request-log/settings', { headers: admin(core) })).body).toMatchObject({ maxEntries: 10_000, maxAgeHours: 168, bodyCapBytes: 8192 });
  });

  it('starts on a data folder already holding such request-log settings, with the defaults', async () => {
    const dataDir = tempDir();
    await testCore({ dataDir, workers: false }).close();
    const db = new Database(join(dataDir, 'inkpost.sqlite'));
    db.prepare("INSERT OR REPLACE INTO settings VALUES ('request_log_settings', ?)").run(JSON.stringify({ enabled: true, maxEntries: -5, maxAgeHours: -1, bodyCapBytes: 1e12 }));
    db.close();
    const said: string[] = [];
    const core = testCore({ dataDir, workers: false, logger: { info: (message) => said.push(message), error: (message) => said.push(message) } });
    expect((await call(core, 'GET', '/_sandbox/request-log/settings', { headers: admin(core) })).body).toMatchObject({ enabled: true, maxEntries: 10_000, maxAgeHours: 168, bodyCapBytes: 8192 });
    expect(said).toContainEqual(expect.stringMatching(/^The request log's stored settings \(\{"enabled":true,"maxEntries":-5.*\) break the rules of PATCH \/_sandbox\/request-log\/settings: using the defaults\.$/));
  });

  it('refuses a fault the faults route would refuse', async () => {
    const core = testCore({ workers: false });
    const bad = edited(await exportBytes(core), "INSERT INTO sandbox_faults (id, kind, route, status, delay_ms, hits, created_at) VALUES ('f1', 'delay', '*', NULL, 999999999, 0, '2026-11-01T10:00:00.000000+00:00')");
    expectErrorAnswer(await importBytes(core, bad), 400, 'Not an Inkpost state file: its fault f1 breaks the rules of POST /_sandbox/faults (delayMs: Number must be less than or equal to 60000)');
  });

  it('leaves out a hand whose font no engine can write with, and says so; a hand with a real font comes in and writes', async () => {
    const core = testCore();
    const garbage = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(400, 0x5a)]);
    const real = readFileSync(fontFilePath('Stafford'));
    const file = edited(await exportBytes(core), handRow(core, 'h-garbage', 'Garbage', garbage) + handRow(core, 'h-real', 'Real', real));
    const imported = await importBytes(core, file);
    expect(imported.status).toBe(200);
    expect(imported.body.leftOut).toEqual([expect.stringMatching(/^hand h-garbage \(Garbage\): its font cannot be written with \(.+\)$/)]);
    expect((await call(core, 'GET', '/api/hands', { key: core.keys.customerKey })).body.map((h: { name: string }) => h.name)).toEqual(['Real']);
    expect(await writeWith(core, 'Real')).toBe(200);
    expect(await writeWith(core, 'Garbage')).toBe(400);
  }, 30_000);
});
