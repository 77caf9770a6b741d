import { describe, expect, it } from 'vitest';
import { receiverTotals } from '#core/db/receiver-repo.ts';
import { call, testCore } from '#core/test-support/test-core.ts';

describe('the built-in webhook receiver', () => {
  it('receives a real delivery from this server, and the helper verifies it with the secret and not with another', async () => {
    const core = testCore();
    const { port } = await core.listen(0);
    // Once listening, the server answers only its own address.
    const host = { Host: `127.0.0.1:${port}` };
    const admin = { Authorization: `Bearer ${core.keys.adminToken}`, ...host };
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin, body: { allowPrivateWebhooks: true } });
    const url = `http://127.0.0.1:${port}/_sandbox/receiver/demo`;
    const subscription = await call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, headers: host, body: { event_type: 'qr_code.scanned', url } });
    expect(subscription.status).toBe(201);
    const emitted = await call(core, 'POST', '/_sandbox/webhooks/events', { headers: admin, body: { teamId: core.keys.teamId } });
    await core.context.webhooks.dispatcher.runDue();

    const inbox = await call(core, 'GET', '/_sandbox/receivers/demo', { headers: admin });
    expect(inbox.body).toHaveLength(1);
    const [message] = inbox.body;
    expect(message.headers['x-scribeless-delivery']).toBe(emitted.body.deliveryIds[0]);
    expect(JSON.parse(message.body)).toMatchObject({ id: emitted.body.eventId, type: 'qr_code.scanned' });
    expect((await call(core, 'GET', '/_sandbox/receivers', { headers: admin })).body).toEqual([{ name: 'demo', count: 1, lastAt: message.receivedAt }]);

    const byMessage = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: subscription.body.secret, receivedId: message.id } });
    expect(byMessage.body).toMatchObject({ valid: true, signatureMatches: true, withinTolerance: true, reason: null, givenSignature: message.headers['x-scribeless-signature'] });
    const byDelivery = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: subscription.body.secret, deliveryId: emitted.body.deliveryIds[0] } });
    expect(byDelivery.body).toMatchObject({ valid: true, expectedSignature: message.headers['x-scribeless-signature'] });
    const wrong = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: 'whsec_other', receivedId: message.id } });
    expect(wrong.body).toMatchObject({ valid: false, signatureMatches: false, reason: expect.stringMatching(/does not match/) });
    const pasted = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: subscription.body.secret, timestamp: '1000', signature: message.headers['x-scribeless-signature'], body: message.body } });
    expect(pasted.body).toMatchObject({ valid: false, signatureMatches: false });

    expect((await call(core, 'DELETE', '/_sandbox/receivers/demo', { headers: admin })).status).toBe(204);
    expect((await call(core, 'GET', '/_sandbox/receivers/demo', { headers: admin })).body).toEqual([]);
  });

  it('takes any body without a credential, and refuses a bad name or verify input', async () => {
    const core = testCore();
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const posted = await call(core, 'POST', '/_sandbox/receiver/n8n-test', { body: 'plain text', headers: { 'Content-Type': 'text/plain' } });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ received: true, id: expect.any(Number) });
    expect((await call(core, 'POST', '/_sandbox/receiver/bad%20name', { body: '{}' })).status).toBe(400);
    const neither = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: 'whsec_x' } });
    expect(neither.status).toBe(400);
    const missing = await call(core, 'POST', '/_sandbox/webhooks/verify', { headers: admin, body: { secret: 'whsec_x', deliveryId: 'nope' } });
    expect(missing.status).toBe(404);
  });

  it('keeps what posts without a credential can fill to a cap: a flood of 256 KB posts to many receivers stays within 8 MB and leaves a team\'s messages', async () => {
    const core = testCore({ workers: false });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin, body: { allowPrivateWebhooks: true } });
    const subscribed = await call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, body: { event_type: 'qr_code.scanned', url: 'http://127.0.0.1:4785/_sandbox/receiver/team-box' } });
    expect(subscribed.status).toBe(201);
    expect((await call(core, 'POST', '/_sandbox/receiver/team-box', { body: '{"id":"evt_1"}' })).status).toBe(200);

    const big = 'x'.repeat(256 * 1024);
    for (let n = 0; n < 40; n++) expect((await call(core, 'POST', `/_sandbox/receiver/fill${n}`, { body: big, headers: { 'Content-Type': 'text/plain' } })).status).toBe(200);
    const totals = receiverTotals(core.context.db);
    expect(totals.bytes).toBeLessThanOrEqual(8 * 1024 * 1024 + 1024);
    expect(totals.messages).toBeLessThan(41);
    const teamBox = await call(core, 'GET', '/_sandbox/receivers/team-box', { headers: admin });
    expect(teamBox.body.map((m: any) => m.body)).toEqual(['{"id":"evt_1"}']);
    const newest = await call(core, 'GET', '/_sandbox/receivers/fill39', { headers: admin });
    expect(newest.body).toHaveLength(1);
  });
});
