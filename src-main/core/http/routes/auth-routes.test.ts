import { describe, expect, it } from 'vitest';
import { ISO_MICROS_PATTERN } from '#shared/time.ts';
import { DEMO_CUSTOMER_KEY_NAME, PARTNER_KEY_NAME } from '#core/domain/seed.ts';
import { call, testCore } from '#core/test-support/test-core.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('GET /api/auth/whoami', () => {
  it('names a customer-team key, its kind and team', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(UUID), name: DEMO_CUSTOMER_KEY_NAME, kind: 'customer', teamId: core.keys.teamId });
  });

  it('names a partner key with the partner team, not the customer team', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.partnerKey });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('partner');
    expect(res.body.name).toBe(PARTNER_KEY_NAME);
    expect(res.body.teamId).toMatch(UUID);
    expect(res.body.teamId).not.toBe(core.keys.teamId);
  });

  it('is scoped to the key: two data directories never see each other', async () => {
    const a = testCore();
    const b = testCore();
    expect(a.keys.teamId).not.toBe(b.keys.teamId);
    expect((await call(a, 'GET', '/api/auth/whoami', { key: b.keys.customerKey })).status).toBe(401);
  });

  it('stores timestamps with microseconds and offset', async () => {
    const core = testCore();
    const rows = core.context.db.prepare('SELECT created_at FROM api_keys UNION ALL SELECT created_at FROM teams').all() as { created_at: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.created_at).toMatch(ISO_MICROS_PATTERN);
  });
});
