import { describe, expect, it } from 'vitest';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';

describe('sandbox team controls', () => {
  const path = (teamId: string) => `/_sandbox/teams/${teamId}`;

  it('returns the seeded demo team settings with the admin token', async () => {
    const core = testCore();
    const res = await call(core, 'GET', path(core.keys.teamId), { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      teamId: core.keys.teamId,
      name: 'Demo Customer Co',
      subscription: 'active',
      paymentMethod: 'valid',
      generateApi: true,
      attachments: false,
      externalIdUpsert: false,
      allowPrivateWebhooks: false,
      homeCountry: null, // not set: every address carries its country line
    });
  });

  it('opens only with the admin bearer token, never with an API key', async () => {
    const core = testCore();
    const attempts: Record<string, string>[] = [
      {},
      { 'X-API-Key': core.keys.customerKey },
      { 'X-API-Key': core.keys.partnerKey },
      { Authorization: `Bearer ${core.keys.customerKey}` },
      { Authorization: `Bearer ${core.keys.adminToken}x` },
      { Authorization: core.keys.adminToken },
      { Authorization: 'Bearer' },
      { Authorization: `Basic ${core.keys.adminToken}` },
      { Authorization: `Bearer ${core.keys.adminToken} x` },
    ];
    for (const headers of attempts) {
      const res = await call(core, 'GET', path(core.keys.teamId), { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expectErrorBody(res.body, 401, 'Invalid authentication token.');
      expect(res.headers.get('www-authenticate'), JSON.stringify(headers)).toMatch(/^Bearer /);
    }
  });

  it('patches every setting and returns the new settings', async () => {
    const core = testCore();
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    const patch = { subscription: 'none', paymentMethod: 'declining', generateApi: false, attachments: true, externalIdUpsert: true, allowPrivateWebhooks: true };
    const res = await call(core, 'PATCH', path(core.keys.teamId), { headers, body: patch });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(patch);
    expect((await call(core, 'GET', path(core.keys.teamId), { headers })).body).toMatchObject(patch);
  });

  it('refuses unknown settings, empty patches and unknown teams, changing nothing', async () => {
    const core = testCore();
    const headers = { Authorization: `Bearer ${core.keys.adminToken}` };
    const unknown = await call(core, 'PATCH', path(core.keys.teamId), { headers, body: { subscription: 'none', colour: 'red' } });
    expectErrorAnswer(unknown, 400, 'Validation error');
    const empty = await call(core, 'PATCH', path(core.keys.teamId), { headers, body: {} });
    expect(empty.status).toBe(400);
    const missing = await call(core, 'PATCH', path('00000000-0000-4000-8000-000000000000'), { headers, body: { subscription: 'none' } });
    expectErrorAnswer(missing, 404, 'Team not found');
    expect((await call(core, 'GET', path(core.keys.teamId), { headers })).body.subscription).toBe('active');
  });
});
