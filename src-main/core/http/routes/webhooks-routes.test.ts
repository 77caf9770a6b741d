import { describe, expect, it } from 'vitest';
import { ISO_MICROS_PATTERN } from '#shared/time.ts';
import { provision } from '#core/test-support/partner-flow.ts';
import { call, expectErrorAnswer, expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import { fakeResolver } from '#core/test-support/webhook-fixtures.ts';

const HOOK = 'https://hooks.example.com/inkpost';
const webhookCore = (options: { allowPrivateWebhooks?: boolean } = {}) => testCore({ webhooks: { resolveHost: fakeResolver }, ...options });

async function create(core: ReturnType<typeof testCore>, body: unknown, key = core.keys.customerKey) {
  return call(core, 'POST', '/api/webhooks', { key, body });
}

function expectUrlRejected(res: { status: number; body: any }, reason: RegExp): void {
  expectErrorAnswer(res, 400, 'Validation error');
  expect(res.body.data.url._errors.join(' ')).toMatch(reason);
}

describe('POST /api/webhooks', () => {
  it('creates an active subscription and returns the signing secret once', async () => {
    const core = webhookCore();
    const res = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id', 'team_id', 'event_type', 'url', 'status', 'created_at', 'updated_at', 'secret']);
    expect(res.body).toMatchObject({ team_id: core.keys.teamId, event_type: 'qr_code.scanned', url: HOOK, status: 'active' });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.created_at).toMatch(ISO_MICROS_PATTERN);
    expect(res.body.updated_at).toMatch(ISO_MICROS_PATTERN);

    const list = await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey });
    expect(list.status).toBe(200);
    const { secret: _secret, ...withoutSecret } = res.body;
    expect(list.body).toEqual([withoutSecret]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
  });

  it('never stores the secret in clear text', async () => {
    const core = webhookCore();
    const res = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const row = core.context.db.prepare('SELECT * FROM webhook_subscriptions WHERE id = ?').get(res.body.id);
    expect(JSON.stringify(row)).not.toContain(res.body.secret);
    expect(core.context.webhooks.secrets.open((row as { secret_sealed: string }).secret_sealed)).toBe(res.body.secret);
  });

  it('accepts public hosts over IPv4 and IPv6', async () => {
    const core = webhookCore();
    for (const url of ['https://v6.example.com/hook', 'https://93.184.215.20/hook', 'https://[2606:4700::1111]/hook']) {
      expect((await create(core, { event_type: 'qr_code.scanned', url })).status, url).toBe(201);
    }
  });

  it('refuses a missing or other event type and a missing or malformed url with the _errors tree', async () => {
    const core = webhookCore();
    const cases: [unknown, string][] = [
      [{ url: HOOK }, 'event_type'],
      [{ event_type: 'qr_code.created', url: HOOK }, 'event_type'],
      [{ event_type: 'qr_code.scanned' }, 'url'],
      [{ event_type: 'qr_code.scanned', url: 'not a url' }, 'url'],
      [{ event_type: 'qr_code.scanned', url: 'ftp://hooks.example.com/x' }, 'url'],
      [{ event_type: 'qr_code.scanned', url: 42 }, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await create(core, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
      expect(res.body.data[field]._errors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const array = await create(core, []);
    expect(array.status).toBe(400);
    expect(array.body.data._errors).toEqual(['Expected object, received array']);
    const malformed = await call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, body: '{"event_type":' });
    expectErrorBody(malformed.body, 400, 'Malformed JSON body');
    const notJson = await call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, body: 'x', headers: { 'Content-Type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect((await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body).toEqual([]);
  });

  it('refuses non-HTTPS URLs and hosts that resolve to loopback, private, link-local, unique-local, CGNAT or multicast addresses', async () => {
    const core = webhookCore();
    const refused: [string, RegExp][] = [
      ['http://hooks.example.com/hook', /URL must use HTTPS/],
      ['https://127.0.0.1/hook', /127\.0\.0\.1 is loopback/],
      ['https://localhost:8443/hook', /loopback/],
      ['https://[::1]/hook', /::1 is loopback/],
      ['https://2130706433/hook', /127\.0\.0\.1 is loopback/],
      ['https://[::ffff:127.0.0.1]/hook', /loopback/],
      ['https://10.1.2.3/hook', /private/],
      ['https://172.16.0.1/hook', /private/],
      ['https://192.168.0.10/hook', /private/],
      ['https://internal.example.com/hook', /10\.0\.0\.5 is private/],
      ['https://mixed.example.com/hook', /192\.168\.1\.10 is private/],
      ['https://169.254.169.254/latest', /link-local/],
      ['https://metadata.example.com/hook', /link-local/],
      ['https://[fe80::1]/hook', /link-local/],
      ['https://ula.example.com/hook', /unique-local/],
      ['https://100.64.0.1/hook', /carrier-grade NAT/],
      ['https://224.0.0.1/hook', /multicast/],
      ['https://[ff02::1]/hook', /multicast/],
      ['https://0.0.0.0/hook', /unspecified/],
      ['https://unknown-host.example.com/hook', /could not be resolved/],
      ['https://user:pw@hooks.example.com/hook', /credentials/],
    ];
    for (const [url, reason] of refused) expectUrlRejected(await create(core, { event_type: 'qr_code.scanned', url }), reason);
    expect((await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body).toEqual([]);
  });

  it('takes 443 and unprivileged ports a receiver uses, and refuses other ports with the common 400 (creating and moving)', async () => {
    const core = webhookCore();
    for (const url of ['https://93.184.216.34/x', 'https://93.184.216.34:443/y', 'https://hooks.example.com:8443/x', 'https://hooks.example.com:3000/x', 'https://hooks.example.com:65535/x']) {
      const res = await create(core, { event_type: 'qr_code.scanned', url });
      expect([url, res.status]).toEqual([url, 201]);
    }
    const listed = (await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body.length;
    for (const url of ['https://93.184.216.34:22/x', 'https://93.184.216.34:80/x', 'https://93.184.216.34:25/x', 'https://93.184.216.34:1023/x', 'https://hooks.example.com:6379/x', 'https://hooks.example.com:5432/x', 'https://hooks.example.com:2375/x']) {
      expectUrlRejected(await create(core, { event_type: 'qr_code.scanned', url }), /URL port must be 443 or an unprivileged port/);
    }
    const [first] = (await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body;
    expectUrlRejected(await call(core, 'PATCH', `/api/webhooks/${first.id}`, { key: core.keys.customerKey, body: { url: 'https://93.184.216.34:22/x' } }), /URL port/);
    const after = (await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body;
    expect(after.length).toBe(listed);
    expect(after.find((s: any) => s.id === first.id).url).toBe(first.url);
  });

  it('takes any port where local receivers are allowed (the developer owns both ends)', async () => {
    const core = webhookCore({ allowPrivateWebhooks: true });
    for (const url of ['http://127.0.0.1/hook', 'http://localhost:5678/webhook/x', 'https://93.184.216.34:22/x']) {
      expect((await create(core, { event_type: 'qr_code.scanned', url })).status).toBe(201);
    }
  });

  it('is 409 for a non-deleted duplicate of event type and URL in the team, and allows it again after DELETE', async () => {
    const core = webhookCore();
    const first = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    for (const url of [HOOK, 'https://HOOKS.example.com:443/inkpost']) {
      const again = await create(core, { event_type: 'qr_code.scanned', url });
      expect(again.status, url).toBe(409);
      expectErrorBody(again.body, 409, 'Duplicate webhook subscription for same event type and URL');
    }
    await call(core, 'PATCH', `/api/webhooks/${first.body.id}`, { key: core.keys.customerKey, body: { status: 'inactive' } });
    expect((await create(core, { event_type: 'qr_code.scanned', url: HOOK })).status).toBe(409); // inactive is not deleted
    expect((await call(core, 'DELETE', `/api/webhooks/${first.body.id}`, { key: core.keys.customerKey })).status).toBe(204);
    const recreated = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    expect(recreated.status).toBe(201);
    expect(recreated.body.id).not.toBe(first.body.id);
    expect(recreated.body.secret).not.toBe(first.body.secret);
  });

  it('answers 401 for a missing, invalid or partner key on every webhook endpoint', async () => {
    const core = webhookCore();
    const created = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const requests: [string, string, unknown][] = [
      ['POST', '/api/webhooks', { event_type: 'qr_code.scanned', url: 'https://other.example.com/x' }],
      ['GET', '/api/webhooks', undefined],
      ['PATCH', `/api/webhooks/${created.body.id}`, { status: 'inactive' }],
      ['DELETE', `/api/webhooks/${created.body.id}`, undefined],
    ];
    for (const [method, path, body] of requests) {
      for (const key of [undefined, 'ink_ck_nope', core.keys.partnerKey]) {
        const res = await call(core, method, path, { key, body });
        expect(res.status, `${method} ${path} ${key}`).toBe(401);
        expectErrorBody(res.body, 401, 'Invalid authentication token.');
      }
    }
    const list = await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].status).toBe('active');
  });

  it('answers 405 for a method the webhook paths do not take', async () => {
    const core = webhookCore();
    const res = await call(core, 'GET', '/api/webhooks/some-id', { key: core.keys.customerKey });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('PATCH, DELETE');
    expect((await call(core, 'PUT', '/api/webhooks', { key: core.keys.customerKey })).status).toBe(405);
  });
});

describe('PATCH /api/webhooks/{webhookId}', () => {
  it('pauses and resumes the way existing clients do ({url, status}), without returning the secret', async () => {
    const core = webhookCore();
    const created = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const path = `/api/webhooks/${created.body.id}`;
    const paused = await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { url: HOOK, status: 'inactive' } });
    expect(paused.status).toBe(200);
    expect(Object.keys(paused.body)).toEqual(['id', 'team_id', 'event_type', 'url', 'status', 'created_at', 'updated_at']);
    expect(paused.body).toMatchObject({ id: created.body.id, url: HOOK, status: 'inactive', created_at: created.body.created_at });
    const resumed = await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { url: HOOK, status: 'active' } });
    expect(resumed.body.status).toBe('active');
    expect((await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey })).body[0].status).toBe('active');
  });

  it('changes the url alone, under the same URL rules', async () => {
    const core = webhookCore();
    const created = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const path = `/api/webhooks/${created.body.id}`;
    const moved = await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { url: 'https://other.example.com/new' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ url: 'https://other.example.com/new', status: 'active' });
    expect(moved.body.secret).toBeUndefined();
    expectUrlRejected(await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { url: 'http://other.example.com/new' } }), /HTTPS/);
    expectUrlRejected(await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { url: 'https://192.168.1.1/x', status: 'inactive' } }), /private/);
    const after = await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey });
    expect(after.body[0]).toMatchObject({ url: 'https://other.example.com/new', status: 'active' });
  });

  it('needs at least one of url and status, and a valid status', async () => {
    const core = webhookCore();
    const created = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const path = `/api/webhooks/${created.body.id}`;
    const empty = await call(core, 'PATCH', path, { key: core.keys.customerKey, body: {} });
    expectErrorAnswer(empty, 400, 'Validation error');
    expect(empty.body.data._errors).toEqual(['At least one of url or status is required']);
    for (const status of ['deleted', 'paused', true]) {
      const res = await call(core, 'PATCH', path, { key: core.keys.customerKey, body: { status } });
      expect(res.status, String(status)).toBe(400);
      expect(res.body.data.status._errors.length).toBeGreaterThan(0);
    }
  });

  it('is 404 for an unknown or deleted subscription and 409 when the url duplicates another one', async () => {
    const core = webhookCore();
    const a = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const b = await create(core, { event_type: 'qr_code.scanned', url: 'https://other.example.com/b' });
    const dup = await call(core, 'PATCH', `/api/webhooks/${b.body.id}`, { key: core.keys.customerKey, body: { url: HOOK } });
    expectErrorAnswer(dup, 409, 'Duplicate webhook subscription for same event type and URL');
    const missing = await call(core, 'PATCH', '/api/webhooks/00000000-0000-4000-8000-000000000000', { key: core.keys.customerKey, body: { status: 'inactive' } });
    expectErrorAnswer(missing, 404, 'Webhook subscription not found');
    await call(core, 'DELETE', `/api/webhooks/${a.body.id}`, { key: core.keys.customerKey });
    const gone = await call(core, 'PATCH', `/api/webhooks/${a.body.id}`, { key: core.keys.customerKey, body: { url: HOOK, status: 'active' } });
    expectErrorAnswer(gone, 404, 'Webhook subscription not found');
  });
});

describe('DELETE /api/webhooks/{webhookId}', () => {
  it('answers 204 with no body, removes it from the list, and is 404 afterwards', async () => {
    const core = webhookCore();
    const a = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    const b = await create(core, { event_type: 'qr_code.scanned', url: 'https://other.example.com/b' });
    const res = await core.app.request(`/api/webhooks/${a.body.id}`, { method: 'DELETE', headers: { 'X-API-Key': core.keys.customerKey } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const list = await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey });
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([b.body.id]);
    const again = await call(core, 'DELETE', `/api/webhooks/${a.body.id}`, { key: core.keys.customerKey });
    expectErrorAnswer(again, 404, 'Webhook subscription not found');
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another team's subscriptions", async () => {
    const core = webhookCore();
    const teamB = await provision(core);
    const keyB = teamB.apiKey.key;
    const a = await create(core, { event_type: 'qr_code.scanned', url: HOOK });
    expect((await call(core, 'GET', '/api/webhooks', { key: keyB })).body).toEqual([]);
    for (const [method, body] of [['PATCH', { status: 'inactive' }], ['PATCH', { url: 'https://other.example.com/x' }], ['DELETE', undefined]] as const) {
      const res = await call(core, method, `/api/webhooks/${a.body.id}`, { key: keyB, body });
      expect(res.status, method).toBe(404);
      expectErrorBody(res.body, 404, 'Webhook subscription not found');
    }
    // The same URL is no duplicate across teams.
    const b = await create(core, { event_type: 'qr_code.scanned', url: HOOK }, keyB);
    expect(b.status).toBe(201);
    expect(b.body.team_id).toBe(teamB.teamId);
    const listA = await call(core, 'GET', '/api/webhooks', { key: core.keys.customerKey });
    expect(listA.body).toEqual([expect.objectContaining({ id: a.body.id, status: 'active', url: HOOK })]);
    expect((await call(core, 'DELETE', `/api/webhooks/${b.body.id}`, { key: core.keys.customerKey })).status).toBe(404);
  });
});

describe('private receivers for local testing', () => {
  const LOCAL = 'http://127.0.0.1:9/hook';

  it('--allow-private-webhooks (allowPrivateWebhooks) accepts http:// and loopback or private receivers for every team', async () => {
    const core = webhookCore({ allowPrivateWebhooks: true });
    for (const url of [LOCAL, 'http://localhost:8080/x', 'https://192.168.1.20/x', 'http://[::1]:9/x']) {
      expect((await create(core, { event_type: 'qr_code.scanned', url })).status, url).toBe(201);
    }
    const teamB = await provision(core);
    expect((await create(core, { event_type: 'qr_code.scanned', url: LOCAL }, teamB.apiKey.key)).status).toBe(201);
  });

  it('the sandbox team setting allowPrivateWebhooks opens it for that team only', async () => {
    const core = webhookCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const teamB = await provision(core);
    expectUrlRejected(await create(core, { event_type: 'qr_code.scanned', url: LOCAL }), /HTTPS/);
    const patched = await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin, body: { allowPrivateWebhooks: true } });
    expect(patched.body.allowPrivateWebhooks).toBe(true);
    expect((await create(core, { event_type: 'qr_code.scanned', url: LOCAL })).status).toBe(201);
    expectUrlRejected(await create(core, { event_type: 'qr_code.scanned', url: LOCAL }, teamB.apiKey.key), /HTTPS/);
    expectUrlRejected(await create(core, { event_type: 'qr_code.scanned', url: 'https://127.0.0.1/x' }, teamB.apiKey.key), /loopback/);
  });
});
