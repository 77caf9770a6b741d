import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';

const admin = (core: Core) => ({ Authorization: `Bearer ${core.keys.adminToken}` });
const log = async (core: Core, query = '') => (await call(core, 'GET', `/_sandbox/request-log${query}`, { headers: admin(core) })).body as any[];
/** A request over loopback, as a client's HTTP library sends it (a header may repeat). */
function overHttp(port: number, method: string, path: string, headers: Record<string, string | string[]>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const entry = async (core: Core, id: number) => (await call(core, 'GET', `/_sandbox/request-log/${id}`, { headers: admin(core) })).body;

describe('request log', () => {
  it('records a request with its route, status, timing and the key id and kind, never the key', async () => {
    const core = testCore();
    await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey });
    const [first] = await log(core);
    expect(first).toMatchObject({ method: 'GET', path: '/api/campaigns', route: 'campaignsList', status: 200, source: 'client', key: { kind: 'customer' }, teamId: core.keys.teamId });
    expect(first.key.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.durationMs).toBeGreaterThanOrEqual(0);
    const detail = await entry(core, first.id);
    expect(detail.response.text).toBe('[]');
    expect(detail.request.headers['x-api-key']).toBe('ink_ck_••••');
    expect(JSON.stringify(detail)).not.toContain(core.keys.customerKey.slice(7));
  });

  it('keeps the request body and the validation tree of a 400', async () => {
    const core = testCore();
    await call(core, 'POST', '/api/campaigns', { key: core.keys.customerKey, body: { name: 'Spring' } });
    const [first] = await log(core);
    expect(first).toMatchObject({ status: 400, message: 'Validation error', route: 'campaignsCreate' });
    const detail = await entry(core, first.id);
    expect(detail.request.text).toBe('{"name":"Spring"}');
    expect(detail.validation.delivery_method._errors).toEqual(['Required']);
    expect(detail.replayable).toBe(true);
  });

  it('masks the provisioned key and the billing setup token of a partner call, and will not replay a masked request', async () => {
    const core = testCore();
    const created = await call(core, 'POST', '/api/partner/teams', { key: core.keys.partnerKey, body: { email: 'o@acme.example', firstName: 'Ada', lastName: 'L', companyName: 'Acme' } });
    expect(created.status).toBe(200);
    const [first] = await log(core);
    const detail = await entry(core, first.id);
    const body = JSON.parse(detail.response.text);
    expect(body.apiKey.key).toBe('ink_ck_••••');
    expect(body.billingSetupUrl).toMatch(/\/billing\/setup\/••••$/);
    expect(detail.response.text).not.toContain(created.body.apiKey.key);
    // The setup page itself: the token in its path is masked, so it cannot be replayed.
    await call(core, 'GET', new URL(created.body.billingSetupUrl).pathname);
    const [page] = await log(core);
    expect(page).toMatchObject({ path: '/billing/setup/••••', route: 'billingSetupPage', status: 200 });
    const replay = await call(core, 'POST', `/_sandbox/request-log/${page.id}/replay`, { headers: admin(core) });
    expectErrorAnswer(replay, 409, /masked/);
  });

  it('records each request under the route Hono matched, a malformed %-escape in its path included', async () => {
    const core = testCore({ workers: false });
    const key = core.keys.customerKey;
    expect((await call(core, 'GET', '/_sandbox/teams/%E0', { headers: admin(core) })).status).toBe(404);
    await call(core, 'POST', '/api/recipients/html', { key, body: {} });
    await call(core, 'GET', '/api/campaigns/', { key });
    await call(core, 'GET', '/api/%E0', { key });
    const entries = await log(core);
    expect(entries.map((e) => [e.method, e.path, e.route])).toEqual([
      ['GET', '/api/%E0', null],
      ['GET', '/api/campaigns/', 'campaignsList'],
      ['POST', '/api/recipients/html', 'createHtmlRecipient'],
      ['GET', '/_sandbox/teams/%E0', 'sandboxGetTeam'],
    ]);
    expect(entries[3]).toMatchObject({ status: 404, teamId: '%E0', key: { kind: 'admin' } });
  });

  it('keeps the body its route read, and reads none of a body refused before it was (a 401)', async () => {
    const core = testCore({ workers: false });
    await call(core, 'POST', '/api/campaigns', { key: 'ink_ck_wrong', body: { name: 'Unread' } });
    const [refused] = await log(core);
    expect(refused).toMatchObject({ status: 401, route: 'campaignsCreate' });
    expect((await entry(core, refused.id)).request.text).toBeNull();
  });

  it('filters by status class, path, text and source, and pages with before and after', async () => {
    const core = testCore();
    await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey });
    await call(core, 'GET', '/api/templates', { key: core.keys.customerKey });
    await call(core, 'GET', '/api/campaigns', { key: 'ink_ck_wrong' });
    await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect((await log(core, '?status=4xx')).map((e) => e.status)).toEqual([401]);
    expect((await log(core, '?path=templates')).map((e) => e.path)).toEqual(['/api/templates']);
    expect((await log(core, '?q=Default%20A6')).map((e) => e.route)).toEqual(['templatesList']);
    expect((await log(core, '?source=app')).length).toBe(1);
    expect((await log(core, '?source=client')).length).toBe(3);
    const all = await log(core);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect((await log(core, `?before=${all[1].id}`)).map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
    expect((await log(core, `?after=${all[2].id}`)).map((e) => e.id)).toEqual([all[1].id, all[0].id]);
    const bad = await call(core, 'GET', '/_sandbox/request-log?status=6xx', { headers: admin(core) });
    expect(bad.status).toBe(400);
  });

  it('leaves out the event stream and its own routes, so the console does not flood itself', async () => {
    const core = testCore();
    await log(core);
    await call(core, 'GET', '/_sandbox/request-log/settings', { headers: admin(core) });
    await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core) });
    const entries = await log(core);
    expect(entries.map((e) => e.route)).toEqual(['sandboxGetTeam']);
    expect(entries[0]).toMatchObject({ key: { id: null, kind: 'admin' }, teamId: core.keys.teamId });
  });

  it('replays a request as the same key and logs the replay', async () => {
    const core = testCore();
    await call(core, 'POST', '/api/templates', { key: core.keys.customerKey, body: { name: 'Replayed' } });
    const [original] = await log(core);
    expect(original.status).toBe(400);
    const replay = await call(core, 'POST', `/_sandbox/request-log/${original.id}/replay`, { headers: admin(core) });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayOf: original.id, status: 400, route: 'templatesCreate', key: original.key });
    expect(replay.body.request.text).toBe('{"name":"Replayed"}');
    const missing = await call(core, 'POST', '/_sandbox/request-log/999999/replay', { headers: admin(core) });
    expect(missing.status).toBe(404);
  });

  it('replays a request a fault answered as the same key, so the replay is not a 401', async () => {
    const core = testCore();
    await call(core, 'POST', '/_sandbox/faults', { headers: admin(core), body: { kind: 'status', route: 'campaignsList', status: 503, count: 1 } });
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).status).toBe(503);
    const [faulted] = await log(core);
    expect(faulted).toMatchObject({ status: 503, key: { kind: 'customer' }, teamId: core.keys.teamId });
    const replay = await call(core, 'POST', `/_sandbox/request-log/${faulted.id}/replay`, { headers: admin(core) });
    expect(replay.body).toMatchObject({ replayOf: faulted.id, status: 200, key: faulted.key });
  });

  it('keeps at most maxEntries, caps bodies, and records nothing while off', async () => {
    const core = testCore();
    const patch = await call(core, 'PATCH', '/_sandbox/request-log/settings', { headers: admin(core), body: { maxEntries: 100, bodyCapBytes: 10 } });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ enabled: true, maxEntries: 100, bodyCapBytes: 10 });
    for (let i = 0; i < 520; i += 1) await call(core, 'GET', '/api/products', { key: core.keys.customerKey });
    const settings = (await call(core, 'GET', '/_sandbox/request-log/settings', { headers: admin(core) })).body;
    expect(settings.entries).toBeLessThanOrEqual(520);
    await call(core, 'PATCH', '/_sandbox/request-log/settings', { headers: admin(core), body: { maxEntries: 100 } });
    expect((await call(core, 'GET', '/_sandbox/request-log/settings', { headers: admin(core) })).body.entries).toBe(100);
    const [latest] = await log(core);
    const detail = await entry(core, latest.id);
    expect(detail.response.text).toHaveLength(10);
    expect(detail.response.truncated).toBe(true);

    await call(core, 'PATCH', '/_sandbox/request-log/settings', { headers: admin(core), body: { enabled: false } });
    await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey });
    expect((await log(core))[0].id).toBe(latest.id);
    const refused = await call(core, 'PATCH', '/_sandbox/request-log/settings', { headers: admin(core), body: { maxEntries: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.maxEntries._errors.length).toBe(1);

    const cleared = await call(core, 'DELETE', '/_sandbox/request-log', { headers: admin(core) });
    expect(cleared.status).toBe(204);
    expect(await log(core)).toEqual([]);
  });

  it('records a request that came over HTTP as it was sent: path, query, repeated headers, body and the bytes of a long one', async () => {
    const core = testCore({ workers: false });
    const { port } = await core.listen(0);
    const key = core.keys.customerKey;
    const name = `Spring ${'x'.repeat(9000)}`;
    const body = JSON.stringify({ name });
    const status = await overHttp(port, 'POST', '/api/campaigns?draft=1&tag=a%20b', { 'X-API-Key': key, 'Content-Type': 'application/json', 'X-Trace': ['one', 'two'] }, body);
    expect(status).toBe(400);
    await overHttp(port, 'GET', '/api/campaigns', { 'X-API-Key': key, 'Content-Type': 'application/json' });
    // Once it listens, the server answers only at its own address.
    const read = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`, { headers: admin(core) })).json() as Promise<any>;
    const [get, post] = (await read('/_sandbox/request-log')) as any[];
    const posted = await read(`/_sandbox/request-log/${post.id}`);
    expect(posted).toMatchObject({ method: 'POST', path: '/api/campaigns', query: 'draft=1&tag=a%20b', status: 400, source: 'client' });
    expect(posted.request.headers).toMatchObject({ 'x-api-key': 'ink_ck_••••', 'content-type': 'application/json', 'x-trace': 'one, two' });
    expect(posted.request).toMatchObject({ text: body.slice(0, 8192), bytes: Buffer.byteLength(body), truncated: true, masked: false });
    const got = await read(`/_sandbox/request-log/${get.id}`);
    expect(got.request).toMatchObject({ text: null, bytes: 0, truncated: false });
    expect(got.response.text).toBe('[]');
    expect(JSON.stringify([posted, got])).not.toContain(key.slice(7));
    await core.close();
  });
});
