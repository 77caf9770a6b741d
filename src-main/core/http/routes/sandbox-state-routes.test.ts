import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { addRecipients, createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, tempDir, testCore } from '#core/test-support/test-core.ts';

const admin = (core: Core) => ({ Authorization: `Bearer ${core.keys.adminToken}` });

async function exportBytes(core: Core): Promise<Uint8Array> {
  const res = await core.app.request('/_sandbox/state', { headers: admin(core) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inkpost-state-\d{4}-\d{2}-\d{2}\.sqlite"/);
  return new Uint8Array(await res.arrayBuffer());
}

async function importBytes(core: Core, bytes: Uint8Array) {
  const res = await core.app.request('/_sandbox/state', { method: 'PUT', headers: { ...admin(core), 'Content-Type': 'application/octet-stream' }, body: bytes });
  return { status: res.status, body: (await res.json()) as any };
}

describe('sandbox state', () => {
  it('resets one team: its data gone, its switches as at start, its key still working', async () => {
    const core = testCore({ workers: false });
    const other = await provisionTeam(core);
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign['id'], [recipient()]);
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core), body: { paymentMethod: 'declining', allowPrivateWebhooks: true } });
    await call(core, 'POST', '/_sandbox/faults', { headers: admin(core), body: { kind: 'status', status: 500, teamId: core.keys.teamId } });
    const reset = await call(core, 'POST', `/_sandbox/teams/${core.keys.teamId}/reset`, { headers: admin(core) });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ subscription: 'active', paymentMethod: 'valid', generateApi: true, allowPrivateWebhooks: false });
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body).toEqual([]);
    const templates = (await call(core, 'GET', '/api/templates', { key: core.keys.customerKey })).body;
    expect(templates.map((t: any) => t.name)).toEqual(['Default A6 Postcard']);
    expect((await call(core, 'GET', '/_sandbox/faults', { headers: admin(core) })).body).toEqual([]);
    // The other team is untouched.
    expect((await call(core, 'GET', '/api/auth/whoami', { key: other.key })).status).toBe(200);
    expect((await call(core, 'POST', '/_sandbox/teams/nope/reset', { headers: admin(core) })).status).toBe(404);
  });

  it('resets the whole sandbox: other teams and their keys gone, the demo keys kept, the clock real again', async () => {
    const core = testCore({ workers: false });
    const other = await provisionTeam(core);
    await createCampaign(core);
    await call(core, 'POST', '/_sandbox/clock/advance', { headers: admin(core), body: { days: 3 } });
    const reset = await call(core, 'POST', '/_sandbox/reset', { headers: admin(core) });
    expect(reset.status).toBe(200);
    expect(reset.body.teamId).toBe(core.keys.teamId);
    expect((await call(core, 'GET', '/api/auth/whoami', { key: other.key })).status).toBe(401);
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body).toEqual([]);
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.partnerKey })).status).toBe(200);
    expect((await call(core, 'GET', '/_sandbox/teams', { headers: admin(core) })).body).toHaveLength(2);
    expect((await call(core, 'GET', '/_sandbox/clock', { headers: admin(core) })).body.shifted).toBe(false);
    // The log starts again from the reset: what came before it is gone.
    const logged = (await call(core, 'GET', '/_sandbox/request-log', { headers: admin(core) })).body;
    expect(logged.filter((entry: any) => entry.route === 'campaignsCreate' || entry.route === 'partnerCreateTeam')).toEqual([]);
  });

  it('exports the state and imports it into another data folder, whose own keys keep working for the imported demo team; other keys are issued again', async () => {
    const source = testCore({ workers: false });
    const campaign = await createCampaign(source, { name: 'Fixture campaign' });
    const other = await provisionTeam(source);
    const bytes = await exportBytes(source);

    const dataDir = tempDir();
    const target = testCore({ dataDir, workers: false });
    const before = { ...target.keys };
    const imported = await importBytes(target, bytes);
    expect(imported.body.message).toBeUndefined();
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ demoTeamId: source.keys.teamId, teams: 3, unreadableWebhookSecrets: 0, leftOut: [], previousState: 'state-before-import.sqlite' });
    // The target's keys.json keys now open the imported demo team.
    const campaigns = await call(target, 'GET', '/api/campaigns', { key: before.customerKey });
    expect(campaigns.body.map((c: any) => c.id)).toEqual([campaign['id']]);
    expect((await call(target, 'GET', '/api/auth/whoami', { key: before.customerKey })).body.teamId).toBe(source.keys.teamId);
    expect((await call(target, 'GET', `/_sandbox/teams/${source.keys.teamId}`, { headers: { Authorization: `Bearer ${before.adminToken}` } })).status).toBe(200);
    expect((await call(target, 'GET', '/api/auth/whoami', { key: before.partnerKey })).status).toBe(200);
    // No key of the file works here: the source's demo keys are replaced by this folder's, a provisioned team's key is issued again.
    expect((await call(target, 'GET', '/api/auth/whoami', { key: source.keys.customerKey })).status).toBe(401);
    expect((await call(target, 'GET', '/api/auth/whoami', { key: other.key })).status).toBe(401);
    expect(imported.body.reissuedKeys).toHaveLength(1);
    const reissued = imported.body.reissuedKeys[0];
    expect(reissued).toMatchObject({ teamId: other.teamId, kind: 'customer' });
    expect((await call(target, 'GET', '/api/auth/whoami', { key: reissued.key })).body).toMatchObject({ id: reissued.keyId, teamId: other.teamId, kind: 'customer' });
    const keysFile = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'));
    expect(keysFile).toEqual({ ...before, teamId: source.keys.teamId });
    expect(target.keys.teamId).toBe(source.keys.teamId);
    expect(existsSync(join(dataDir, 'inkpost.sqlite'))).toBe(true);
  });

  it('refuses a file that is not an Inkpost state, changing nothing', async () => {
    const core = testCore({ workers: false });
    await createCampaign(core, { name: 'Keep me' });
    for (const body of [new TextEncoder().encode('hello, not a database'), new Uint8Array()]) {
      const res = await importBytes(core, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Not an Inkpost state file/);
    }
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body.map((c: any) => c.name)).toEqual(['Keep me']);
  });

  it('seeds a team whose card is declined, and a campaign with 1,000 ready recipients', async () => {
    const core = testCore({ workers: false });
    const list = await call(core, 'GET', '/_sandbox/scenarios', { headers: admin(core) });
    expect(list.body.map((s: any) => s.name)).toEqual(['declined-card', 'ready-recipients', 'built-in-receiver']);

    const declined = await call(core, 'POST', '/_sandbox/scenarios/declined-card', { headers: admin(core), body: {} });
    expect(declined.status).toBe(201);
    const status = await call(core, 'GET', '/api/account/status', { key: declined.body.apiKey });
    expect(status.body).toMatchObject({ teamId: declined.body.teamId, templatesReady: true, billByInvoice: false, canCreateRecurringCampaign: true });
    expect(status.body.billingSetupUrl).toBeTruthy();

    const ready = await call(core, 'POST', '/_sandbox/scenarios/ready-recipients', { headers: admin(core), body: { teamId: core.keys.teamId } });
    expect(ready.status).toBe(201);
    const campaign = await call(core, 'GET', `/api/campaigns/${ready.body.campaignId}`, { key: core.keys.customerKey });
    expect(campaign.body.metrics).toMatchObject({ total: 1000, ready: 1000, pending: 0 });

    const refused = await call(core, 'POST', '/_sandbox/scenarios/ready-recipients', { headers: admin(core), body: { teamId: declined.body.teamId } });
    expect(refused.status).toBe(409);
    expect((await call(core, 'POST', '/_sandbox/scenarios/nope', { headers: admin(core), body: {} })).status).toBe(404);
  });
});
