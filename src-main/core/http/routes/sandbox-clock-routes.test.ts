import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSignedUrl, signedDocumentUrl } from '#core/domain/signed-urls.ts';
import { manualClock } from '#core/test-support/webhook-fixtures.ts';
import { call, expectErrorAnswer, tempDir, testCore } from '#core/test-support/test-core.ts';

describe('the sandbox clock', () => {
  it('moves forward, turns subscription cycles and expires signed links, and survives a restart', async () => {
    const dataDir = tempDir();
    const base = manualClock(Date.parse('2026-03-01T10:00:00Z'));
    const core = testCore({ dataDir, clock: base });
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    const start = (await call(core, 'GET', '/_sandbox/clock', { headers })).body;
    expect(start).toEqual({ now: '2026-03-01T10:00:00.000000+00:00', realNow: '2026-03-01T10:00:00.000000+00:00', offsetSeconds: 0, shifted: false });
    expect((await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/usage`, { headers })).body.cycles).toHaveLength(1);
    const link = new URL(signedDocumentUrl(core.context, 'teams/t/doc.pdf', 3600));
    const check = () => checkSignedUrl(core.context, 'teams/t/doc.pdf', link.searchParams.get('expires') ?? undefined, link.searchParams.get('signature') ?? undefined);
    expect(check()).toBe('ok');

    const moved = await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: { days: 30, hours: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: '2026-03-31T11:00:00.000000+00:00', realNow: '2026-03-01T10:00:00.000000+00:00', offsetSeconds: 30 * 86400 + 3600, shifted: true });
    // A second 30-day cycle has begun for the demo team's subscription.
    expect((await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/usage`, { headers })).body.cycles).toHaveLength(2);
    expect(check()).toBe('expired');
    const campaign = await call(core, 'GET', '/api/account/status', { key: core.keys.customerKey });
    expect(campaign.status).toBe(200);

    await core.close();
    const again = testCore({ dataDir, clock: base });
    expect((await call(again, 'GET', '/_sandbox/clock', { headers })).body.offsetSeconds).toBe(30 * 86400 + 3600);
    const reset = await call(again, 'DELETE', '/_sandbox/clock', { headers });
    expect(reset.body).toMatchObject({ offsetSeconds: 0, shifted: false, now: '2026-03-01T10:00:00.000000+00:00' });
  });

  it('refuses a step that does not move it forward, changing nothing', async () => {
    const core = testCore();
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    for (const body of [{}, { days: -1 }, { hours: 0 }, { weeks: 1 }, { days: 'two' }]) {
      const res = await call(core, 'POST', '/_sandbox/clock/advance', { headers, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(core, 'GET', '/_sandbox/clock', { headers })).body.shifted).toBe(false);
  });

  // Issue 41, point 1: past the year 275760 no Date holds the time, and the server crashed and then never started.
  it('refuses a step past 9999-12-31 with 400, changing nothing, however many steps it takes', async () => {
    const core = testCore({ clock: manualClock(Date.parse('9989-06-01T00:00:00Z')) });
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    const largest = { days: 3650, hours: 87_600, minutes: 5_256_000, seconds: 315_360_000 };
    const refused = await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: largest });
    expectErrorAnswer(refused, 400, 'The sandbox clock cannot go past 9999-12-31T23:59:59Z: it is 9989-06-01T00:00:00.000Z, 334022399 seconds before that, and this step is 1261440000 seconds');
    const tenYears = await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: { days: 3650 } });
    expect(tenYears.body.now).toBe('9999-05-30T00:00:00.000000+00:00');
    const clock = (await call(core, 'GET', '/_sandbox/clock', { headers })).body;
    expect((await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: { days: 3650 } })).status).toBe(400);
    expect((await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: { days: 215, hours: 23, minutes: 59, seconds: 59 } })).status).toBe(200);
    expect((await call(core, 'POST', '/_sandbox/clock/advance', { headers, body: { seconds: 1 } })).status).toBe(400);
    expect((await call(core, 'GET', '/_sandbox/clock', { headers })).body.now).toBe('9999-12-31T23:59:59.000000+00:00');
    expect(clock.shifted).toBe(true);
    expect((await call(core, 'GET', '/api/account/status', { key: core.keys.customerKey })).status).toBe(200);
  });

  it.each(['1e300', '-5', 'soon', String(Date.parse('9999-12-31T23:59:59Z'))])('starts on a data folder whose stored offset is %s, puts the clock back to real time and says so', async (stored) => {
    const dataDir = tempDir();
    await testCore({ dataDir }).close();
    const db = new Database(join(dataDir, 'inkpost.sqlite'));
    db.prepare("INSERT INTO settings (key, value) VALUES ('sandbox_clock_offset_ms', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(stored);
    db.close();
    const said: string[] = [];
    const core = testCore({ dataDir, clock: manualClock(Date.parse('2026-03-01T10:00:00Z')), logger: { info: (message) => said.push(message), error: (message) => said.push(message) } });
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    expect((await call(core, 'GET', '/_sandbox/clock', { headers })).body).toMatchObject({ now: '2026-03-01T10:00:00.000000+00:00', shifted: false });
    expect((await call(core, 'GET', '/api/account/status', { key: core.keys.customerKey })).status).toBe(200);
    expect(said.filter((line) => line.startsWith('Repaired the sandbox clock'))).toEqual([expect.stringContaining(`sandbox_clock_offset_ms (${stored})`)]);
  });

  it('moved thousands of years on, still answers at once: the usage lists the latest 120 cycles, the last one now', async () => {
    const base = manualClock(Date.parse('2026-03-01T10:00:00Z'));
    const core = testCore({ clock: base });
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    base.advance(Date.parse('9999-06-01T00:00:00Z') - Date.parse('2026-03-01T10:00:00Z'));
    const cycles = (await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/usage`, { headers })).body.cycles;
    expect(cycles).toHaveLength(120);
    expect(cycles.at(-1).start < '9999-06-01' && cycles.at(-1).end > '9999-06-01').toBe(true);
  });
});
