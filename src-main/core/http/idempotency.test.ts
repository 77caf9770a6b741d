import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#shared/contract/index.ts';
import { isoMicros } from '#shared/time.ts';
import type { Clock } from '#core/base/clock.ts';
import type { Core, CoreOptions } from '#core/wiring/create-core.ts';
import { claimKey } from '#core/db/idempotency-repo.ts';
import { sweepLogs, retentionPolicy } from '#core/policy/retention.ts';
import { createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, tempDir, testCore } from '#core/test-support/test-core.ts';
import { fakeResolver } from '#core/test-support/webhook-fixtures.ts';
import { requestFingerprint } from './idempotency.ts';

const count = (core: Core, table: string) => (core.context.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const HOOK = { event_type: 'qr_code.scanned', url: 'https://hooks.example.com/inkpost' };

/** A core whose webhook hosts resolve without DNS. */
const testHookCore = (options: Partial<CoreOptions> = {}) => testCore({ webhooks: { resolveHost: fakeResolver }, ...options });

/** POST with an Idempotency-Key, as a client that retries would send it. */
function post(core: Core, path: string, body: unknown, key: string, apiKey = core.keys.customerKey) {
  return call(core, 'POST', path, { key: apiKey, body, headers: { 'Idempotency-Key': key } });
}

/** A clock the test moves. */
function steppingClock(): Clock & { advance(ms: number): void } {
  let now = Date.now();
  return { nowMs: () => now, advance: (ms) => (now += ms) };
}

describe('Idempotency-Key', () => {
  it('answers a retry of a recipient batch with the first answer, without storing the batch twice', async () => {
    const core = testHookCore();
    const campaign = await createCampaign(core);
    const batch = { campaignId: campaign.id, data: [recipient(), recipient({ firstName: 'Charles', lastName: 'Babbage' })] };
    const first = await post(core, '/api/recipients', batch, 'batch-7f3a');
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await post(core, '/api/recipients', batch, 'batch-7f3a');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(count(core, 'recipients')).toBe(2);
    // Without a key every POST still creates.
    await call(core, 'POST', '/api/recipients', { key: core.keys.customerKey, body: batch });
    expect(count(core, 'recipients')).toBe(4);
  });

  it('gives the first answer again whatever it was: a created webhook with its one-time secret, a refusal', async () => {
    const core = testHookCore();
    const created = await post(core, '/api/webhooks', HOOK, 'hook-1');
    expect(created.status).toBe(201);
    expect(await post(core, '/api/webhooks', HOOK, 'hook-1')).toMatchObject({ status: 201, body: created.body });
    expect(count(core, 'webhook_subscriptions')).toBe(1);
    const refused = await post(core, '/api/campaigns', { name: 'No template' }, 'campaign-1');
    expectErrorAnswer(refused, 400, 'Validation error');
    expect((await post(core, '/api/campaigns', { name: 'No template' }, 'campaign-1')).body).toEqual(refused.body);
  });

  it('refuses the same key with another body or on another route with 422, doing nothing', async () => {
    const core = testHookCore();
    const campaign = await createCampaign(core);
    await post(core, '/api/recipients', { campaignId: campaign.id, data: [recipient()] }, 'k-1');
    const otherBody = await post(core, '/api/recipients', { campaignId: campaign.id, data: [recipient({ firstName: 'Bo' })] }, 'k-1');
    expectErrorAnswer(otherBody, 422, 'This Idempotency-Key was used with another request (method, path or body) in the last 24 hours; send a new key with a new request');
    expectErrorAnswer(await post(core, '/api/webhooks', HOOK, 'k-1'), 422, /was used with another request/);
    expect(count(core, 'recipients')).toBe(1);
    expect(count(core, 'webhook_subscriptions')).toBe(0);
  });

  it('answers 409 to a retry while the first request with the key is still being processed', async () => {
    const core = testHookCore();
    const body = JSON.stringify(HOOK);
    const now = isoMicros(Date.now());
    // What a request still running holds: its key claimed for its method, path and body, no answer yet.
    claimKey(core.context.db, core.keys.teamId, 'held', requestFingerprint('POST', '/api/webhooks', new TextEncoder().encode(body)), now, now);
    expectErrorAnswer(await post(core, '/api/webhooks', body, 'held'), 409, 'A request with this Idempotency-Key is still being processed; retry once it has been answered');
    expect(count(core, 'webhook_subscriptions')).toBe(0);
  });

  it('keeps keys per team: another team may use the same key for its own request', async () => {
    const core = testHookCore();
    const other = await provisionTeam(core);
    expect((await post(core, '/api/webhooks', HOOK, 'shared-key')).status).toBe(201);
    const theirs = await post(core, '/api/webhooks', HOOK, 'shared-key', other.key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(count(core, 'webhook_subscriptions')).toBe(2);
  });

  it('keeps a key 24 hours: after that it is free again, and the retention sweep removes it', async () => {
    const clock = steppingClock();
    const core = testHookCore({ clock });
    await post(core, '/api/webhooks', HOOK, 'day-key');
    clock.advance(23 * 3_600_000);
    expect((await post(core, '/api/webhooks', HOOK, 'day-key')).headers.get('Idempotent-Replayed')).toBe('true');
    clock.advance(2 * 3_600_000);
    expect(sweepLogs(core.context.db, core.context.clock, retentionPolicy())['idempotency-keys']).toBe(1);
    expectErrorAnswer(await post(core, '/api/webhooks', HOOK, 'day-key'), 409, /same event type and URL/);
  });

  it('refuses a key that is empty or longer than 255 characters with 400, doing nothing', async () => {
    const core = testHookCore();
    expectErrorAnswer(await post(core, '/api/webhooks', HOOK, 'x'.repeat(256)), 400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    expectErrorAnswer(await post(core, '/api/webhooks', HOOK, ''), 400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    expect(count(core, 'webhook_subscriptions')).toBe(0);
  });

  it('frees at start the keys a stopped server left in flight, so their retry runs', async () => {
    const dataDir = tempDir();
    const before = testCore({ dataDir, workers: false });
    const now = isoMicros(Date.now());
    claimKey(before.context.db, before.keys.teamId, 'cut-off', 'a request the server never answered', now, now);
    await before.close();
    const after = testCore({ dataDir, workers: false });
    expect(count(after, 'idempotency_keys')).toBe(0);
  });

  it('is taken by every POST that creates something, and the OpenAPI document shows the header and its answers', async () => {
    const creating = ['campaignsCreate', 'createRecipients', 'createHtmlRecipient', 'checkout', 'webhooksCreate', 'partnerCreateTeam', 'handsCreate', 'templatesCreate', 'uploadAttachment', 'designsCreate', 'importsCreate', 'importsBatch'];
    expect(Object.entries(CONTRACT).filter(([, decl]) => 'idempotent' in decl && decl.idempotent).map(([name]) => name).sort()).toEqual([...creating].sort());
    const document = (await call(testHookCore(), 'GET', '/api/openapi.json')).body;
    for (const [path, method] of [['/api/recipients', 'post'], ['/api/hands', 'post'], ['/api/partner/teams', 'post']] as const) {
      const operation = document.paths[path][method];
      expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(document.paths['/api/templates'].get.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });
});
