import { describe, expect, it } from 'vitest';
import { call, expectErrorAnswer, expectErrorBody } from '#core/test-support/test-core.ts';
import { delivery, emit, receiver, SCAN, setup, subscribe } from '#core/test-support/delivery-test-kit.ts';
import { verifyWebhookSignature } from '#core/webhooks/verify-signature.ts';

describe('sandbox delivery log and replay', () => {
  it('lists deliveries by subscription, status and team, newest first, with each attempt', async () => {
    const s = setup();
    const ok = await receiver();
    const failing = await receiver(() => ({ status: 500, body: 'x'.repeat(5000) }));
    const subOk = await subscribe(s.core, ok.url);
    const subFailing = await subscribe(s.core, failing.url);
    await emit(s);
    await emit(s, s.core.keys.teamId, { ...SCAN, scan_id: 'scan-2' });
    await s.core.context.webhooks.dispatcher.runDue();
    const list = async (query: string) => (await call(s.core, 'GET', `/_sandbox/webhooks/deliveries${query}`, { headers: s.admin })).body;
    const forOk = await list(`?subscriptionId=${subOk.id}`);
    expect(forOk).toHaveLength(2);
    expect(forOk.map((d: { body: { data: { scan_id: string } } }) => d.body.data.scan_id)).toEqual(['scan-2', 'scan-1']);
    const failed = await list(`?subscriptionId=${subFailing.id}&status=pending`);
    expect(failed).toHaveLength(2);
    expect(failed[0].attempts[0].responseSnippet).toHaveLength(1024);
    expect(await list('?status=delivered')).toHaveLength(2);
    expect(await list('?limit=1')).toHaveLength(1);
    for (const query of ['?status=lost', '?limit=0', '?limit=abc', '?colour=red']) {
      const res = await call(s.core, 'GET', `/_sandbox/webhooks/deliveries${query}`, { headers: s.admin });
      expect(res.status, query).toBe(400);
      expectErrorBody(res.body, 400, 'Validation error');
    }
  });

  it('replays a delivery as a new delivery of the same event', async () => {
    const s = setup();
    const rx = await receiver();
    const sub = await subscribe(s.core, rx.url);
    const { eventId, deliveryIds } = await emit(s);
    await s.core.context.webhooks.dispatcher.runDue();
    const replay = await call(s.core, 'POST', `/_sandbox/webhooks/deliveries/${deliveryIds[0]}/replay`, { headers: s.admin });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ status: 'pending', replayOf: deliveryIds[0], eventId, subscriptionId: sub.id, attemptCount: 0, attempts: [] });
    expect(replay.body.id).not.toBe(deliveryIds[0]);
    await s.core.context.webhooks.dispatcher.runDue();
    expect(rx.requests).toHaveLength(2);
    expect(rx.requests[1]!.body.equals(rx.requests[0]!.body)).toBe(true);
    expect(rx.requests[1]!.headers['x-scribeless-delivery']).toBe(replay.body.id);
    expect(verifyWebhookSignature({ secret: sub.secret, headers: rx.requests[1]!.headers, rawBody: rx.requests[1]!.body }).ok).toBe(true);
    expect((await delivery(s, replay.body.id)).status).toBe('delivered');

    const missing = await call(s.core, 'POST', '/_sandbox/webhooks/deliveries/nope/replay', { headers: s.admin });
    expectErrorAnswer(missing, 404, 'Webhook delivery not found');
    expect((await call(s.core, 'GET', '/_sandbox/webhooks/deliveries/nope', { headers: s.admin })).status).toBe(404);
  });

  it('opens only with the admin token', async () => {
    const s = setup();
    const attempts: [string, string, unknown][] = [
      ['GET', '/_sandbox/webhooks/deliveries', undefined],
      ['GET', '/_sandbox/webhooks/deliveries/x', undefined],
      ['POST', '/_sandbox/webhooks/deliveries/x/replay', undefined],
      ['POST', '/_sandbox/webhooks/events', { teamId: s.core.keys.teamId }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(s.core, method, path, { key: s.core.keys.customerKey, body });
      expect(res.status, path).toBe(401);
      expectErrorBody(res.body, 401, 'Invalid authentication token.');
    }
  });

  it('emits test events with sample data, and refuses unknown teams and event types', async () => {
    const s = setup();
    const rx = await receiver();
    await subscribe(s.core, rx.url);
    const res = await call(s.core, 'POST', '/_sandbox/webhooks/events', { headers: s.admin, body: { teamId: s.core.keys.teamId } });
    expect(res.status).toBe(201);
    await s.core.context.webhooks.dispatcher.runDue();
    const body = JSON.parse(rx.requests[0]!.body.toString());
    expect(Object.keys(body.data).sort()).toEqual(['campaign_id', 'destination', 'recipient_id', 'scan_id', 'scanned_at', 'slot_id', 'user_agent']);
    const unknownTeam = await call(s.core, 'POST', '/_sandbox/webhooks/events', { headers: s.admin, body: { teamId: 'nope' } });
    expect(unknownTeam.status).toBe(404);
    const badType = await call(s.core, 'POST', '/_sandbox/webhooks/events', { headers: s.admin, body: { teamId: s.core.keys.teamId, eventType: 'x' } });
    expect(badType.status).toBe(400);
  });
});

