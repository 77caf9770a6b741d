import { describe, expect, it } from 'vitest';
import { insertQrCode } from '#core/db/qr-codes-repo.ts';
import { addRecipients, createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, testCore } from '#core/test-support/test-core.ts';

describe('the console view of any team', () => {
  it('lists every team, the demo team marked', async () => {
    const core = testCore({ workers: false });
    const other = await provisionTeam(core);
    const res = await call(core, 'GET', '/_sandbox/teams', { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
    expect(res.status).toBe(200);
    const byId = new Map((res.body as any[]).map((team) => [team.teamId, team]));
    expect(byId.get(core.keys.teamId)).toMatchObject({ name: 'Demo Customer Co', kind: 'customer', demo: true, subscription: 'active', paymentMethod: 'valid' });
    expect(byId.get(other.teamId)).toMatchObject({ name: 'Other Co', kind: 'customer', demo: false, subscription: 'none' });
    expect([...byId.values()].filter((team) => team.kind === 'partner')).toHaveLength(1);
  });

  it("lists a team's campaigns with their switches and counts, and its QR codes; a simulated scan carries its place to the webhook event", async () => {
    const core = testCore({ workers: false });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const campaign = await createCampaign(core, { name: 'Spring' });
    const added = await addRecipients(core, campaign['id'], [recipient()]);
    const campaigns = await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/campaigns`, { headers: admin });
    expect(campaigns.body).toEqual([expect.objectContaining({ campaignId: campaign['id'], name: 'Spring', status: 'pending', frequency: 'oneTime', hidden: false, testing: false, activationInProgress: false, metrics: expect.objectContaining({ total: 1, pending: 1 }) })]);

    insertQrCode(core.context.db, { id: 'qr-1', code: 'CODE123', team_id: core.keys.teamId, recipient_id: added.body[0].id, campaign_id: campaign['id'], side: 'front', slot_id: 'offer', destination: 'https://example.com/offer', created_at: '2026-03-01T10:00:00.000000+00:00' });
    await call(core, 'POST', `/_sandbox/teams/${core.keys.teamId}/webhooks`, { headers: admin, body: { event_type: 'qr_code.scanned', url: 'https://93.184.215.14/hook' } });
    const scan = await call(core, 'POST', '/_sandbox/qr-codes/qr-1/scan', { headers: admin, body: { userAgent: 'Mozilla/5.0 (iPhone)', place: 'Leeds, UK' } });
    expect(scan.status).toBe(201);
    expect(scan.body).toMatchObject({ qrCodeId: 'qr-1', userAgent: 'Mozilla/5.0 (iPhone)', place: 'Leeds, UK' });
    expect(scan.body.deliveryIds).toHaveLength(1);
    const delivery = await call(core, 'GET', `/_sandbox/webhooks/deliveries/${scan.body.deliveryIds[0]}`, { headers: admin });
    expect(delivery.body.body.data).toMatchObject({ slot_id: 'offer', user_agent: 'Mozilla/5.0 (iPhone)', place: 'Leeds, UK', side: 'front', scan_id: scan.body.scanId });

    const codes = await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/qr-codes`, { headers: admin });
    expect(codes.body).toEqual([expect.objectContaining({ id: 'qr-1', recipientName: 'Ada Lovelace', slotId: 'offer', scans: 1, trackedUrl: expect.stringMatching(/\/q\/CODE123$/), lastScanAt: scan.body.scannedAt })]);
    expect((await call(core, 'POST', '/_sandbox/qr-codes/nope/scan', { headers: admin, body: {} })).status).toBe(404);
    expect((await call(core, 'POST', '/_sandbox/qr-codes/qr-1/scan', { headers: admin, body: { place: 42 } })).status).toBe(400);
    expect((await call(core, 'GET', '/_sandbox/teams/nope/campaigns', { headers: admin })).status).toBe(404);
    await call(core, 'PUT', `/_sandbox/teams/${core.keys.teamId}/product-keys`, { headers: admin, body: { keys: { acme_promo: 'a6_postcard' } } });
    expect((await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}/product-keys`, { headers: admin })).body).toEqual({ teamId: core.keys.teamId, keys: { acme_promo: 'a6_postcard' } });
  });

  it("subscribes a receiver for any team and lists the team's subscriptions (the URL rule applies)", async () => {
    const core = testCore({ workers: false });
    const admin = { Authorization: `Bearer ${core.keys.adminToken}` };
    const other = await provisionTeam(core);
    const refused = await call(core, 'POST', `/_sandbox/teams/${other.teamId}/webhooks`, { headers: admin, body: { event_type: 'qr_code.scanned', url: 'http://127.0.0.1:9/_sandbox/receiver/demo' } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.url._errors[0]).toMatch(/allowPrivateWebhooks/);
    await call(core, 'PATCH', `/_sandbox/teams/${other.teamId}`, { headers: admin, body: { allowPrivateWebhooks: true } });
    const created = await call(core, 'POST', `/_sandbox/teams/${other.teamId}/webhooks`, { headers: admin, body: { event_type: 'qr_code.scanned', url: 'http://127.0.0.1:9/_sandbox/receiver/demo' } });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const list = await call(core, 'GET', `/_sandbox/teams/${other.teamId}/webhooks`, { headers: admin });
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, team_id: other.teamId, status: 'active' })]);
    expect((await call(core, 'GET', '/api/webhooks', { key: other.key })).body).toHaveLength(1);
  });
});
