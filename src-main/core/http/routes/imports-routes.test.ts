import { describe, expect, it } from 'vitest';
import { createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { call, expectErrorAnswer, testCore } from '#core/test-support/test-core.ts';
import type { Core } from '#core/wiring/create-core.ts';

function clockedCore() {
  let now = Date.parse('2026-11-25T10:00:00Z');
  const core = testCore({ workers: false, clock: { nowMs: () => now } });
  return { core, advance: (ms: number) => (now += ms) };
}

const post = (core: Core, path: string, body: unknown, key = core.keys.customerKey) => call(core, 'POST', path, { key, body });
const people = (count: number, from = 0) => Array.from({ length: count }, (_, i) => recipient({ firstName: `Reader${from + i}` }));

async function started(core: Core, rowsTotal = 5) {
  const campaign = await createCampaign(core);
  const created = await post(core, `/api/campaigns/${campaign.id}/imports`, { file_name: 'spring.csv', fingerprint: '{"name":"spring.csv"}', rows_total: rowsTotal });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { campaign, imported: created.body };
}

describe('recipient imports', () => {
  it('stores batches with the import\'s progress, its rate and time remaining, and a batch sent again only once', async () => {
    const { core, advance } = clockedCore();
    const { campaign, imported } = await started(core, 5);
    expect(imported).toMatchObject({ status: 'running', rows_total: 5, rows_stored: 0, through_row: -1, rows_per_second: null, seconds_remaining: null, file_name: 'spring.csv', sheet: null });
    advance(2000);
    const first = await post(core, `/api/imports/${imported.id}/batches`, { through_row: 2, data: people(2) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: 2, updated: 0, repeated: false, import: { rows_stored: 2, through_row: 2, rows_per_second: 1, seconds_remaining: 3 } });
    // The answer was lost; the app sends the same batch again: nothing is stored twice.
    const again = await post(core, `/api/imports/${imported.id}/batches`, { through_row: 2, data: people(2) });
    expect(again.body).toMatchObject({ created: 0, repeated: true, import: { rows_stored: 2 } });
    advance(1000);
    await post(core, `/api/imports/${imported.id}/batches`, { through_row: 6, data: people(3, 2) });
    const done = await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'done' } });
    expect(done.body).toMatchObject({ status: 'done', rows_stored: 5, through_row: 6, seconds_remaining: null });
    expect(done.body.finished_at).toEqual(expect.any(String));
    expect((await call(core, 'GET', `/api/campaigns/${campaign.id}`, { key: core.keys.customerKey })).body.metrics.total).toBe(5);
    const list = await call(core, 'GET', `/api/campaigns/${campaign.id}/imports`, { key: core.keys.customerKey });
    expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([imported.id]);
  });

  it('is stopped when no batch came for 30 s (the app went away), and resumes with a rate of the new run', async () => {
    const { core, advance } = clockedCore();
    const { imported } = await started(core, 4);
    await post(core, `/api/imports/${imported.id}/batches`, { through_row: 1, data: people(2) });
    advance(31_000);
    const stopped = await call(core, 'GET', `/api/imports/${imported.id}`, { key: core.keys.customerKey });
    expect(stopped.body).toMatchObject({ status: 'stopped', rows_stored: 2, seconds_remaining: null });
    // A stopped import does not block another one; this one resumes.
    const resumed = await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'running', rows_total: 5 } });
    expect(resumed.body).toMatchObject({ status: 'running', rows_total: 5, rows_stored: 2, rows_per_second: null });
    advance(500);
    const batch = await post(core, `/api/imports/${imported.id}/batches`, { through_row: 4, data: people(1, 2) });
    expect(batch.body.import).toMatchObject({ rows_stored: 3, rows_per_second: 2, seconds_remaining: 1 });
  });

  it('fails on a refused batch with the reason, stores nothing of it, and resumes once fixed', async () => {
    const { core } = clockedCore();
    const { imported } = await started(core, 2);
    const refused = await post(core, `/api/imports/${imported.id}/batches`, { through_row: 1, data: [recipient(), recipient({ address: { address1: '1 Road', city: 'Leeds', country: 'GB' } })] });
    expectErrorAnswer(refused, 400, 'Validation error');
    expect(refused.body.data.data[1].address.postalCode._errors).toEqual(['Required']);
    const failed = await call(core, 'GET', `/api/imports/${imported.id}`, { key: core.keys.customerKey });
    expect(failed.body).toMatchObject({ status: 'failed', rows_stored: 0, last_error: 'Validation error: data.1.address.postalCode: Required' });
    expect((await post(core, `/api/imports/${imported.id}/batches`, { through_row: 1, data: people(2) })).status).toBe(409);
    await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'running' } });
    expect((await post(core, `/api/imports/${imported.id}/batches`, { through_row: 1, data: people(2) })).body.import).toMatchObject({ status: 'running', rows_stored: 2, last_error: null });
  });

  it('allows one running import a campaign, cancels between batches, keeps a done import done, and hides another team\'s', async () => {
    const { core } = clockedCore();
    const { campaign, imported } = await started(core, 3);
    const second = await post(core, `/api/campaigns/${campaign.id}/imports`, { file_name: 'other.csv', fingerprint: 'x', rows_total: 1 });
    expectErrorAnswer(second, 409, 'An import of spring.csv into this campaign is running');
    expect(second.body.data).toEqual({ id: imported.id });
    const cancelled = await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'cancelled' } });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await post(core, `/api/imports/${imported.id}/batches`, { through_row: 0, data: people(1) })).status).toBe(409);
    const other = await post(core, `/api/campaigns/${campaign.id}/imports`, { file_name: 'other.csv', fingerprint: 'x', rows_total: 1, rows_stored: 1, through_row: 7 });
    expect(other.body).toMatchObject({ status: 'running', rows_total: 1, rows_stored: 1, through_row: 7 });
    await call(core, 'PATCH', `/api/imports/${other.body.id}`, { key: core.keys.customerKey, body: { status: 'done' } });
    expect((await call(core, 'PATCH', `/api/imports/${other.body.id}`, { key: core.keys.customerKey, body: { status: 'running' } })).status).toBe(409);
    const stranger = await provisionTeam(core);
    expect((await call(core, 'GET', `/api/imports/${imported.id}`, { key: stranger.key })).status).toBe(404);
    expect((await call(core, 'GET', `/api/campaigns/${campaign.id}/imports`, { key: stranger.key })).status).toBe(404);
    expect((await post(core, `/api/imports/${imported.id}/batches`, { through_row: 9, data: people(1) }, stranger.key)).status).toBe(404);
  });

  it('refuses a batch that is not one, changing nothing', async () => {
    const { core } = clockedCore();
    const { imported } = await started(core, 1);
    const bad = await post(core, `/api/imports/${imported.id}/batches`, { through_row: -3, data: [] });
    expect(bad.status).toBe(400);
    expect((await call(core, 'GET', `/api/imports/${imported.id}`, { key: core.keys.customerKey })).body).toMatchObject({ status: 'running', rows_stored: 0 });
  });

  it('is done, not cancelled, when Cancel comes after the last batch was stored (the app finishes it a moment later)', async () => {
    const { core } = clockedCore();
    const { imported } = await started(core, 2);
    await post(core, `/api/imports/${imported.id}/batches`, { through_row: 1, data: people(2) });
    const cancelled = await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'cancelled' } });
    expect(cancelled.body).toMatchObject({ status: 'done', rows_stored: 2 });
    const done = await call(core, 'PATCH', `/api/imports/${imported.id}`, { key: core.keys.customerKey, body: { status: 'done' } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
  });
});
