import { describe, expect, it } from 'vitest';
import { call, testCore } from '#core/test-support/test-core.ts';
import { fakeResolver } from '#core/test-support/webhook-fixtures.ts';

const SWITCH = /start Inkpost with --allow-private-webhooks, or turn on the team's allowPrivateWebhooks sandbox setting/;
const create = (core: ReturnType<typeof testCore>, url: string) => call(core, 'POST', '/api/webhooks', { key: core.keys.customerKey, body: { event_type: 'qr_code.scanned', url } });

describe('local webhook receivers during development', () => {
  it("refuses a local receiver by default, naming the switch that allows it", async () => {
    const core = testCore({ webhooks: { resolveHost: fakeResolver } });
    for (const url of ['http://localhost:5678/webhook/abc', 'https://127.0.0.1:8443/hook', 'https://192.168.0.10/hook']) {
      const res = await create(core, url);
      expect(res.status, url).toBe(400);
      expect(res.body.data.url._errors.join(' '), url).toMatch(SWITCH);
    }
    const unresolvable = await create(core, 'https://unknown-host.example.com/hook');
    expect(unresolvable.body.data.url._errors.join(' ')).not.toMatch(SWITCH);
  });

  it("the team's sandbox setting lets the automation tool's local URL subscribe", async () => {
    const core = testCore({ webhooks: { resolveHost: fakeResolver } });
    await call(core, 'PATCH', `/_sandbox/teams/${core.keys.teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` }, body: { allowPrivateWebhooks: true } });
    const res = await create(core, 'http://localhost:5678/webhook/abc');
    expect(res.status).toBe(201);
  });

  it('a duplicate 409 carries the existing subscription id and status, so a client can reactivate it', async () => {
    const core = testCore({ webhooks: { resolveHost: fakeResolver } });
    const first = await create(core, 'https://hooks.example.com/inkpost');
    await call(core, 'PATCH', `/api/webhooks/${first.body.id}`, { key: core.keys.customerKey, body: { status: 'inactive' } });
    const again = await create(core, 'https://hooks.example.com/inkpost');
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ id: first.body.id, status: 'inactive' });
    const resumed = await call(core, 'PATCH', `/api/webhooks/${again.body.data.id}`, { key: core.keys.customerKey, body: { url: 'https://hooks.example.com/inkpost', status: 'active' } });
    expect(resumed.body.status).toBe('active');
    const second = await create(core, 'https://hooks.example.com/other');
    const moved = await call(core, 'PATCH', `/api/webhooks/${second.body.id}`, { key: core.keys.customerKey, body: { url: 'https://hooks.example.com/inkpost' } });
    expect(moved.status).toBe(409);
    expect(moved.body.data).toEqual({ id: first.body.id, status: 'active' });
  });
});
