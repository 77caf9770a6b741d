import { describe, expect, it } from 'vitest';
import { checkSignedUrl, signedDocumentUrl } from '#core/domain/signed-urls.ts';
import { manualClock } from '#core/webhooks/test-fixtures.ts';
import { call, tempDir, testCore } from '#core/test-support/test-core.ts';

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
});
