import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../base/clock.ts';
import { revokeApiKey } from '../db/api-keys-repo.ts';
import { getSetting } from '../db/settings-repo.ts';
import { newApiKeySecret } from '../domain/secrets.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '../test-support/test-core.ts';
import { requireKey } from './auth.ts';
import type { AppEnv } from './env.ts';
import { errorResponse, HttpError } from './errors.ts';

const INVALID = 'Invalid authentication token.';

describe('X-API-Key authentication', () => {
  it('401s a missing key with the common body', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/auth/whoami');
    expectErrorAnswer(res, 401, INVALID);
    expect(res.body.statusMessage).toBe('Unauthorized');
    expect(res.body.url).toBe('http://localhost/api/auth/whoami');
  });

  it('401s a malformed key', async () => {
    const core = testCore();
    for (const key of ['abc', 'Bearer x', `${core.keys.customerKey}x`, ' ']) {
      const res = await call(core, 'GET', '/api/auth/whoami', { key });
      expect(res.status, key).toBe(401);
      expectErrorBody(res.body, 401, INVALID);
    }
  });

  it('401s a well-formed but unknown key', async () => {
    const core = testCore();
    const res = await call(core, 'GET', '/api/auth/whoami', { key: newApiKeySecret('customer') });
    expectErrorAnswer(res, 401, INVALID);
  });

  it('401s a revoked key', async () => {
    const core = testCore();
    const keyId = getSetting(core.context.db, 'customer_key_id');
    expect(keyId).toBeTruthy();
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey })).status).toBe(200);
    revokeApiKey(core.context.db, keyId ?? '', nowIso(core.context.clock));
    const res = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey });
    expectErrorAnswer(res, 401, INVALID);
  });

  it('reads the header case-insensitively', async () => {
    const core = testCore();
    for (const name of ['x-api-key', 'X-API-KEY', 'X-Api-Key']) {
      const res = await call(core, 'GET', '/api/auth/whoami', { headers: { [name]: core.keys.customerKey } });
      expect(res.status, name).toBe(200);
    }
  });

  it('keeps partner-only and customer-only operations to their own key kind', async () => {
    const core = testCore();
    const app = new Hono<AppEnv>();
    app.get('/partner-only', requireKey(core.context, 'partner'), (c) => c.json({ team: c.get('auth').teamId }));
    app.get('/customer-only', requireKey(core.context, 'customer'), (c) => c.json({ team: c.get('auth').teamId }));
    app.onError((err, c) => (err instanceof HttpError ? errorResponse(c, err.status, err.message) : errorResponse(c, 500, 'boom')));
    const get = async (path: string, key: string) => {
      const response = await app.request(path, { headers: { 'X-API-Key': key } });
      return { status: response.status, body: (await response.json()) as any };
    };
    const customerOnPartner = await get('/partner-only', core.keys.customerKey);
    expectErrorAnswer(customerOnPartner, 401, INVALID);
    expect((await get('/partner-only', core.keys.partnerKey)).status).toBe(200);
    const partnerOnCustomer = await get('/customer-only', core.keys.partnerKey);
    expect(partnerOnCustomer.status).toBe(401);
    expect((await get('/customer-only', core.keys.customerKey)).body.team).toBe(core.keys.teamId);
  });

  it('stores keys only as hashes', async () => {
    const core = testCore();
    const rows = core.context.db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[];
    const dump = JSON.stringify(rows) + JSON.stringify(core.context.db.prepare('SELECT * FROM settings').all());
    expect(dump).not.toContain(core.keys.customerKey);
    expect(dump).not.toContain(core.keys.partnerKey);
    expect(dump).not.toContain(core.keys.adminToken);
  });
});
