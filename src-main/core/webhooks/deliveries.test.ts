import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { provision } from '../test-support/partner-flow.ts';
import { call, tempDir, testCore } from '../test-support/test-core.ts';
import { claimDueDeliveries } from '../db/webhook-deliveries-repo.ts';
import { emitWebhookEvent } from './emit-event.ts';
import { MAX_DELIVERY_ATTEMPTS } from './retry-schedule.ts';
import { fakeResolver, manualClock } from '../test-support/webhook-fixtures.ts';
import { verifyWebhookSignature } from './verify-signature.ts';

import { delivery, emit, receiver, SCAN, type Setup, setup, subscribe } from '../test-support/delivery-test-kit.ts';
describe('webhook deliveries', () => {
  it('POSTs the event with the hosted service\'s wire format (X-Scribeless-* headers, sha256= HMAC of timestamp.body), and the signature verifies at a real receiver', async () => {
    const s = setup();
    const rx = await receiver();
    const sub = await subscribe(s.core, rx.url);
    const { eventId, deliveryIds } = await emit(s);
    expect(deliveryIds).toHaveLength(1);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(1);
    expect(rx.requests).toHaveLength(1);
    const request = rx.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hook');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-scribeless-event']).toBe('qr_code.scanned');
    expect(request.headers['x-scribeless-delivery']).toBe(deliveryIds[0]);
    const timestamp = Number(request.headers['x-scribeless-timestamp']);
    expect(timestamp).toBe(Math.floor(s.clock.nowMs() / 1000));

    // The receiver's own check: HMAC-SHA256(secret, "<timestamp>.<raw body>"), constant-time compare, 5-minute window.
    expect(verifyWebhookSignature({ secret: sub.secret, headers: request.headers, rawBody: request.body })).toEqual({ ok: true });
    const byHand = createHmac('sha256', sub.secret).update(`${timestamp}.${request.body.toString('utf8')}`).digest('hex');
    expect(request.headers['x-scribeless-signature']).toBe(`sha256=${byHand}`);
    expect(verifyWebhookSignature({ secret: sub.secret, headers: request.headers, rawBody: Buffer.from(request.body.toString().replace('rec-1', 'rec-2')) })).toEqual({
      ok: false,
      reason: 'signature mismatch',
    });
    expect(verifyWebhookSignature({ secret: 'whsec_other', headers: request.headers, rawBody: request.body }).ok).toBe(false);
    expect(verifyWebhookSignature({ secret: sub.secret, headers: request.headers, rawBody: request.body, nowSeconds: timestamp + 301 })).toEqual({
      ok: false,
      reason: 'timestamp outside the 5-minute window',
    });

    const body = JSON.parse(request.body.toString('utf8'));
    expect(body).toEqual({ id: eventId, type: 'qr_code.scanned', created_at: expect.any(String), team_id: s.core.keys.teamId, data: SCAN });

    const logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'delivered', attemptCount: 1, lastStatusCode: 204, subscriptionId: sub.id, eventId, held: false, nextAttemptAt: null });
    expect(logged.attempts).toEqual([
      {
        number: 1, attemptedAt: expect.any(String), url: rx.url, statusCode: 204, responseSnippet: '', error: null, durationMs: expect.any(Number), fault: null,
        // The attempt keeps the headers it sent (the console shows them).
        requestHeaders: expect.objectContaining({ 'x-scribeless-delivery': deliveryIds[0], 'x-scribeless-event': 'qr_code.scanned', 'x-scribeless-signature': expect.stringMatching(/^sha256=[0-9a-f]{64}$/) }),
      },
    ]);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(0); // delivered once only
  });

  it('retries after a 500 with backoff, re-signing each attempt under the same delivery id', async () => {
    const s = setup();
    const rx = await receiver((_, index) => (index === 0 ? { status: 500, body: 'database is down' } : { status: 200, body: 'ok' }));
    const sub = await subscribe(s.core, rx.url);
    const { deliveryIds } = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    let logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: 500, lastError: 'Receiver answered 500' });
    expect(logged.attempts[0]).toMatchObject({ statusCode: 500, responseSnippet: 'database is down' });
    expect(Date.parse(logged.nextAttemptAt) - s.clock.nowMs()).toBeCloseTo(60_000, -2); // 1 min (jitter fixed at the middle)

    s.clock.advance(30_000);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(0); // not due yet
    s.clock.advance(31_000);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(1);
    logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'delivered', attemptCount: 2, lastStatusCode: 200, lastError: null });
    expect(logged.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    expect(rx.requests.map((r) => r.headers['x-scribeless-delivery'])).toEqual([deliveryIds[0], deliveryIds[0]]);
    expect(rx.requests[0]!.body.equals(rx.requests[1]!.body)).toBe(true);
    expect(Number(rx.requests[1]!.headers['x-scribeless-timestamp']) - Number(rx.requests[0]!.headers['x-scribeless-timestamp'])).toBe(61);
    for (const request of rx.requests) expect(verifyWebhookSignature({ secret: sub.secret, headers: request.headers, rawBody: request.body }).ok).toBe(true);
  });

  it('retries after a timeout', async () => {
    const s = setup({ timeoutMs: 300 });
    const rx = await receiver((_, index) => (index === 0 ? { hang: true } : { status: 202 }));
    await subscribe(s.core, rx.url);
    const { deliveryIds } = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    let logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: null, lastError: 'Timed out after 300 ms' });
    s.clock.advance(61_000);
    await s.core.context.webhooks.dispatcher.runDue();
    logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'delivered', attemptCount: 2, lastStatusCode: 202 });
    expect(rx.requests).toHaveLength(2);
  });

  it('treats a redirect or a refused connection as a failure, and gives up after 12 attempts over about a day', async () => {
    const s = setup();
    const rx = await receiver(() => ({ status: 302 }));
    await subscribe(s.core, rx.url);
    const { deliveryIds } = await emit(s);
    const start = s.clock.nowMs();
    for (let i = 0; i < 40; i += 1) {
      await s.core.context.webhooks.dispatcher.runDue();
      const current = await delivery(s, deliveryIds[0]!);
      if (current.status !== 'pending') break;
      s.clock.advance(Date.parse(current.nextAttemptAt) - s.clock.nowMs()); // jump to the next retry
    }
    const logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'failed', attemptCount: MAX_DELIVERY_ATTEMPTS, lastStatusCode: 302, nextAttemptAt: null });
    expect(logged.attempts).toHaveLength(12);
    const lastAttempt = Date.parse(logged.attempts[11].attemptedAt);
    const hours = (lastAttempt - start) / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
    expect(rx.requests).toHaveLength(12);

    // A receiver that is not listening at all: connection refused, logged as an error.
    const closed = await receiver();
    await closed.close();
    const other = await subscribe(s.core, closed.url.replace('/hook', '/other'));
    const second = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    const refused = (await call(s.core, 'GET', `/_sandbox/webhooks/deliveries?subscriptionId=${other.id}`, { headers: s.admin })).body;
    expect(refused).toHaveLength(1);
    expect(refused[0].id).toBe(second.deliveryIds.find((id) => id === refused[0].id));
    expect(refused[0]).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(refused[0].lastError).toMatch(/ECONNREFUSED/);
  });

  it('delivers a delivery left pending across a restart (new core on the same data directory)', async () => {
    const dataDir = tempDir();
    const clock = manualClock();
    const rx = await receiver((_, index) => (index === 0 ? { status: 503 } : { status: 200 }));
    const first = setup({ dataDir, clock });
    const sub = await subscribe(first.core, rx.url);
    const { deliveryIds } = await emit(first);
    await first.core.context.webhooks.dispatcher.runDue(); // 503: pending, retry due in a minute
    const unsent = await emit(first); // never attempted before the restart
    expect(await delivery(first, deliveryIds[0]!)).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: 503 });
    await first.core.close();

    clock.advance(2 * 60_000);
    const second = setup({ dataDir, clock });
    expect(await second.core.context.webhooks.dispatcher.runDue()).toBe(2);
    expect(await delivery(second, deliveryIds[0]!)).toMatchObject({ status: 'delivered', attemptCount: 2 });
    expect(await delivery(second, unsent.deliveryIds[0]!)).toMatchObject({ status: 'delivered', attemptCount: 1 });
    expect(rx.requests).toHaveLength(3);
    const last = rx.requests[rx.requests.length - 1]!;
    expect(verifyWebhookSignature({ secret: sub.secret, headers: last.headers, rawBody: last.body }).ok).toBe(true);
  });

  it('the running dispatcher (started by listen) sends new events at once and resumes pending ones after a restart', async () => {
    const dataDir = tempDir();
    const rx = await receiver();
    const first = setup({ dataDir, clock: manualClock() });
    const sub = await subscribe(first.core, rx.url);
    const { deliveryIds } = await emit(first); // not listening: stays in the outbox
    expect(rx.requests).toHaveLength(0);
    await first.core.close();

    const second = testCore({ dataDir, allowPrivateWebhooks: true, webhooks: { resolveHost: fakeResolver, pollMs: 50 } });
    await second.listen(0);
    await rx.waitFor(1);
    expect(rx.requests[0]!.headers['x-scribeless-delivery']).toBe(deliveryIds[0]);
    emitWebhookEvent(second.context, second.keys.teamId, 'qr_code.scanned', { ...SCAN, scan_id: 'scan-2' });
    await rx.waitFor(2);
    expect(JSON.parse(rx.requests[1]!.body.toString()).data.scan_id).toBe('scan-2');
    expect(verifyWebhookSignature({ secret: sub.secret, headers: rx.requests[1]!.headers, rawBody: rx.requests[1]!.body }).ok).toBe(true);
  });

  it('an inactive subscription receives nothing; held deliveries go out after reactivation', async () => {
    const s = setup();
    const rx = await receiver();
    const sub = await subscribe(s.core, rx.url);
    const pending = await emit(s); // stored while active
    const pause = await call(s.core, 'PATCH', `/api/webhooks/${sub.id}`, { key: s.core.keys.customerKey, body: { url: rx.url, status: 'inactive' } });
    expect(pause.status).toBe(200);
    const whilePaused = await emit(s);
    expect(whilePaused).toEqual({ eventId: null, deliveryIds: [] });
    s.clock.advance(3_600_000);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(0);
    expect(rx.requests).toHaveLength(0);
    expect(await delivery(s, pending.deliveryIds[0]!)).toMatchObject({ status: 'pending', held: true, attemptCount: 0 });

    await call(s.core, 'PATCH', `/api/webhooks/${sub.id}`, { key: s.core.keys.customerKey, body: { url: rx.url, status: 'active' } });
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(1);
    expect(rx.requests).toHaveLength(1);
    expect(rx.requests[0]!.headers['x-scribeless-delivery']).toBe(pending.deliveryIds[0]);
    const after = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    expect(rx.requests.map((r) => r.headers['x-scribeless-delivery'])).toEqual([pending.deliveryIds[0], after.deliveryIds[0]]);
  });

  it('a deleted subscription receives nothing more; its pending deliveries fail', async () => {
    const s = setup();
    const rx = await receiver();
    const sub = await subscribe(s.core, rx.url);
    const { deliveryIds } = await emit(s);
    expect((await call(s.core, 'DELETE', `/api/webhooks/${sub.id}`, { key: s.core.keys.customerKey })).status).toBe(204);
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(0);
    expect(await delivery(s, deliveryIds[0]!)).toMatchObject({ status: 'failed', lastError: 'Subscription deleted' });
    expect((await emit(s)).deliveryIds).toEqual([]);
    expect(rx.requests).toHaveLength(0);
    const replay = await call(s.core, 'POST', `/_sandbox/webhooks/deliveries/${deliveryIds[0]}/replay`, { headers: s.admin });
    expect(replay.status).toBe(409);
  });

  it("sends an event only to the active subscriptions of the event's team", async () => {
    const s = setup();
    const rxA = await receiver();
    const rxA2 = await receiver();
    const rxB = await receiver();
    const teamB = await provision(s.core);
    await subscribe(s.core, rxA.url);
    await subscribe(s.core, rxA2.url);
    await subscribe(s.core, rxB.url, teamB.apiKey.key);
    const { eventId, deliveryIds } = await emit(s);
    expect(deliveryIds).toHaveLength(2);
    await s.core.context.webhooks.dispatcher.runDue();
    expect(rxA.requests).toHaveLength(1);
    expect(rxA2.requests).toHaveLength(1);
    expect(rxB.requests).toHaveLength(0);
    expect(JSON.parse(rxA.requests[0]!.body.toString()).id).toBe(eventId);
    expect(rxA.requests[0]!.headers['x-scribeless-delivery']).not.toBe(rxA2.requests[0]!.headers['x-scribeless-delivery']);
    const teamBLog = await call(s.core, 'GET', `/_sandbox/webhooks/deliveries?teamId=${teamB.teamId}`, { headers: s.admin });
    expect(teamBLog.body).toEqual([]);
  });

  it('re-checks the address at delivery time: private receivers are refused once allowing them is switched off', async () => {
    const clock = manualClock();
    const core = testCore({ clock, webhooks: { resolveHost: fakeResolver, random: () => 0.5 } });
    const s: Setup = { core, clock, admin: { Authorization: `Bearer ${core.keys.adminToken}` } };
    const rx = await receiver();
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: s.admin, body: { allowPrivateWebhooks: true } });
    await subscribe(core, rx.url);
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: s.admin, body: { allowPrivateWebhooks: false } });
    const { deliveryIds } = await emit(s);
    await core.context.webhooks.dispatcher.runDue();
    expect(rx.requests).toHaveLength(0);
    const logged = await delivery(s, deliveryIds[0]!);
    expect(logged).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: null });
    expect(logged.lastError).toBe('Refused: URL must use HTTPS');

    // Allowed again: the next retry goes out.
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: s.admin, body: { allowPrivateWebhooks: true } });
    clock.advance(61_000);
    await core.context.webhooks.dispatcher.runDue();
    expect(rx.requests).toHaveLength(1);
  });

  it('refuses at connect time a host that resolves to a private address (no DNS rebinding past the check)', async () => {
    const clock = manualClock();
    let calls = 0;
    // First answer public (passes the pre-send check), then loopback for the connection's own lookup.
    const rebinding = async (host: string) => (host === 'rebind.example.com' ? (calls++ === 0 ? ['93.184.215.14'] : ['127.0.0.1']) : fakeResolver(host));
    const core = testCore({ clock, webhooks: { resolveHost: rebinding, random: () => 0.5, timeoutMs: 1000 } });
    const s: Setup = { core, clock, admin: { Authorization: `Bearer ${core.keys.adminToken}` } };
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: s.admin, body: { allowPrivateWebhooks: false } });
    const sub = await call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, body: { event_type: 'qr_code.scanned', url: 'https://rebind.example.com/hook' } });
    expect(sub.status).toBe(201); // calls = 1
    calls = 0;
    const { deliveryIds } = await emit(s);
    await core.context.webhooks.dispatcher.runDue();
    const logged = await delivery(s, deliveryIds[0]!);
    expect(logged.lastError).toMatch(/non-public address \(127\.0\.0\.1\)/);
  });
});

describe('emitWebhookEvent', () => {
  it("joins the caller's transaction: rolled back with it, nothing is stored or sent", async () => {
    const s = setup();
    const rx = await receiver();
    await subscribe(s.core, rx.url);
    const db = s.core.context.db;
    expect(() =>
      db.transaction(() => {
        emitWebhookEvent(s.core.context, s.core.keys.teamId, 'qr_code.scanned', SCAN);
        throw new Error('scan failed');
      })(),
    ).toThrow('scan failed');
    expect(await s.core.context.webhooks.dispatcher.runDue()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries').get()).toEqual({ n: 0 });
    expect(rx.requests).toHaveLength(0);
  });
});

describe('crash safety', () => {
  it('a delivery claimed by a process that died is sent again once its lease runs out', async () => {
    const dataDir = tempDir();
    const clock = manualClock();
    const rx = await receiver();
    const first = setup({ dataDir, clock, timeoutMs: 1000 });
    await subscribe(first.core, rx.url);
    const { deliveryIds } = await emit(first);
    // Claimed as if a send started, then the process "dies" before any answer is recorded.
    expect(claimDueDeliveries(first.core.context.db, clock.nowMs(), clock.nowMs() + 61_000, 10)).toHaveLength(1);
    await first.core.close();

    const second = setup({ dataDir, clock, timeoutMs: 1000 });
    expect(await second.core.context.webhooks.dispatcher.runDue()).toBe(0); // still leased
    clock.advance(61_000);
    expect(await second.core.context.webhooks.dispatcher.runDue()).toBe(1);
    expect(await delivery(second, deliveryIds[0]!)).toMatchObject({ status: 'delivered', attemptCount: 1 });
  });
});
