import { describe, expect, it } from 'vitest';
import { delivery, emit, receiver, setup, subscribe } from '#core/test-support/delivery-test-kit.ts';
import { call, expectErrorBody, testCore } from '#core/test-support/test-core.ts';
import { verifyWebhookSignature } from '#core/webhooks/verify-signature.ts';

describe('faults on demand', () => {
  it('answers the next N requests to a route with 429 and Retry-After, then lets them through', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const created = await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'status', route: 'campaignsList', status: 429, retryAfterSeconds: 7, count: 2 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'status', route: 'campaignsList', status: 429, retryAfterSeconds: 7, remaining: 2, hits: 0, description: 'The next 2 requests to GET /api/campaigns answer 429 Too Many Requests (Retry-After: 7)' });
    // Another route is not touched.
    expect((await call(core, 'GET', '/api/templates', { key: core.keys.customerKey })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(res.headers.get('x-inkpost-fault')).toBe(created.body.id);
      expectErrorBody(res.body, 429, 'Too many requests');
    }
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).status).toBe(200);
    expect((await call(core, 'GET', '/_sandbox/faults', { headers: admin })).body).toEqual([]);
    // The request log says which fault answered.
    const [, faulted] = (await call(core, 'GET', '/_sandbox/request-log?path=/api/campaigns', { headers: admin })).body;
    expect(faulted).toMatchObject({ status: 429, faultId: created.body.id });
  });

  it('never touches the console routes, and is removed one by one or all at once', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const every = (await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'status', status: 503 } })).body;
    expect(every.description).toBe('All API requests answer 503 Service Unavailable');
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey })).status).toBe(503);
    expect((await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin })).status).toBe(200);
    expect((await call(core, 'GET', '/api/openapi.json')).status).toBe(200);
    const other = (await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'status', route: 'templatesList', status: 500, share: 0.5 } })).body;
    expect(other.description).toBe('50% of requests to GET /api/templates answer 500 Server Error');
    expect((await call(core, 'DELETE', `/_sandbox/faults/${every.id}`, { headers: admin })).status).toBe(204);
    expect((await call(core, 'DELETE', `/_sandbox/faults/${every.id}`, { headers: admin })).status).toBe(404);
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey })).status).toBe(200);
    expect((await call(core, 'DELETE', '/_sandbox/faults', { headers: admin })).status).toBe(204);
    expect((await call(core, 'GET', '/_sandbox/faults', { headers: admin })).body).toEqual([]);
  });

  it('answers about its share of requests, and only those of the given team', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'status', route: 'productsList', status: 500, share: 0.5, teamId: core.keys.teamId } });
    let failed = 0;
    for (let i = 0; i < 200; i += 1) if ((await call(core, 'GET', '/api/products', { key: core.keys.customerKey })).status === 500) failed += 1;
    expect(failed).toBeGreaterThan(60);
    expect(failed).toBeLessThan(140);
    // The partner key belongs to another team.
    for (let i = 0; i < 20; i += 1) expect((await call(core, 'GET', '/api/products', { key: core.keys.partnerKey })).status).toBe(200);
  });

  it('delays a request and then answers it', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'delay', route: 'whoami', delayMs: 300, count: 1 } });
    const started = performance.now();
    const res = await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.headers.get('x-inkpost-fault')).toBeTruthy();
  });

  it('refuses invalid faults with the field that is wrong, adding nothing', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const cases: [unknown, string][] = [
      [{ kind: 'status' }, 'status'],
      [{ kind: 'status', status: 404 }, 'status'],
      [{ kind: 'delay' }, 'delayMs'],
      [{ kind: 'status', status: 500, route: 'sandboxGetTeam' }, 'route'],
      [{ kind: 'status', status: 500, route: 'noSuchRoute' }, 'route'],
      [{ kind: 'webhook_timeout', route: 'campaignsList' }, 'route'],
      [{ kind: 'status', status: 500, share: 0 }, 'share'],
      [{ kind: 'status', status: 500, retryAfterSeconds: 5 }, 'retryAfterSeconds'],
    ];
    for (const [body, field] of cases) {
      const res = await call(core, 'POST', '/_sandbox/faults', { headers: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data[field]._errors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const missingTeam = await call(core, 'POST', '/_sandbox/faults', { headers: admin, body: { kind: 'status', status: 500, teamId: 'nope' } });
    expect(missingTeam.status).toBe(404);
    expect((await call(core, 'GET', '/_sandbox/faults', { headers: admin })).body).toEqual([]);
  });

  it('makes a webhook delivery time out though the receiver got it, and the retry come when the clock moves on', async () => {
    const s = setup();
    const hook = await receiver();
    await subscribe(s.core, hook.url);
    await call(s.core, 'POST', '/_sandbox/faults', { headers: s.admin, body: { kind: 'webhook_timeout', count: 1 } });
    const { deliveryIds } = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    const first = await delivery(s, deliveryIds[0]!);
    expect(first).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect(first.attempts[0]).toMatchObject({ fault: 'timeout', statusCode: null });
    expect(first.attempts[0].error).toMatch(/Timed out/);
    expect(first.attempts[0].requestHeaders['x-scribeless-delivery']).toBe(deliveryIds[0]);
    expect(first.schedule[0].number).toBe(2);
    expect(hook.requests).toHaveLength(1);
    // Move the sandbox clock past the retry: it goes out, with the same delivery id.
    await call(s.core, 'POST', '/_sandbox/clock/advance', { headers: s.admin, body: { minutes: 2 } });
    await s.core.context.webhooks.dispatcher.runDue();
    expect(await delivery(s, deliveryIds[0]!)).toMatchObject({ status: 'delivered', attemptCount: 2, schedule: [] });
    expect(hook.requests.map((r) => r.headers['x-scribeless-delivery'])).toEqual([deliveryIds[0], deliveryIds[0]]);
  });

  it('makes a webhook delivery arrive twice, both signed', async () => {
    const s = setup();
    const hook = await receiver();
    const { secret } = await subscribe(s.core, hook.url);
    await call(s.core, 'POST', '/_sandbox/faults', { headers: s.admin, body: { kind: 'webhook_duplicate', count: 1 } });
    const { deliveryIds } = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    expect(hook.requests).toHaveLength(2);
    for (const request of hook.requests) expect(verifyWebhookSignature({ secret, headers: request.headers, rawBody: request.body }).ok).toBe(true);
    expect(await delivery(s, deliveryIds[0]!)).toMatchObject({ status: 'delivered', attemptCount: 1 });
  });
});
