import { describe, expect, it } from 'vitest';
import { type Clock, nowIso } from '../base/clock.ts';
import type { Db } from '../db/connection.ts';
import { DEFAULT_RETENTION, parseRetention, retentionPolicy, sweepLogs } from './retention.ts';
import { testCore } from '../test-support/test-core.ts';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const clock: Clock = { nowMs: () => NOW };
const at = (daysAgo: number, n = 0) => nowIso({ nowMs: () => NOW - daysAgo * DAY + n });
const count = (db: Db, table: string, where = '1 = 1') => (db.prepare(`SELECT count(*) FROM ${table} WHERE ${where}`).pluck().get() as number);

function insertJob(db: Db, id: string, status: string, daysAgo: number, n = 0) {
  db.prepare(`INSERT INTO jobs (id, type, payload_json, status, attempts, max_attempts, run_after_ms, created_at, updated_at) VALUES (?, 't', '{}', ?, 1, 3, 0, ?, ?)`).run(id, status, at(daysAgo, n), at(daysAgo, n));
}

function seedWebhooks(db: Db, teamId: string, deliveries: { id: string; status: string; daysAgo: number; replayOf?: string }[]) {
  db.prepare(`INSERT INTO webhook_subscriptions (id, team_id, event_type, url, url_key, status, secret_sealed, created_at, updated_at) VALUES ('s1', ?, 'qr_code.scanned', 'https://x.example/h', 'https://x.example/h', 'active', 'x', ?, ?)`).run(teamId, at(90), at(90));
  for (const d of deliveries) {
    db.prepare(`INSERT INTO webhook_events (id, team_id, event_type, body, created_at) VALUES (?, ?, 'qr_code.scanned', '{}', ?)`).run(`e-${d.id}`, teamId, at(d.daysAgo));
    const completed = d.status === 'pending' ? null : at(d.daysAgo);
    db.prepare(`INSERT INTO webhook_deliveries (id, event_id, subscription_id, status, attempts, next_attempt_ms, replay_of, created_at, updated_at, completed_at) VALUES (?, ?, 's1', ?, 1, 0, ?, ?, ?, ?)`).run(d.id, `e-${d.id}`, d.status, d.replayOf ?? null, at(d.daysAgo), at(d.daysAgo), completed);
    db.prepare(`INSERT INTO webhook_attempts (delivery_id, number, attempted_at, url, duration_ms) VALUES (?, 1, ?, 'https://x.example/h', 5)`).run(d.id, at(d.daysAgo));
  }
}

describe('retention of the log tables', () => {
  it('deletes finished jobs older than the limit and keeps queued and running ones however old', () => {
    const { db } = testCore({ workers: false }).context;
    insertJob(db, 'old-done', 'done', 8);
    insertJob(db, 'old-failed', 'failed', 8);
    insertJob(db, 'old-queued', 'queued', 30);
    insertJob(db, 'old-running', 'running', 30);
    insertJob(db, 'recent', 'done', 1);
    const removed = sweepLogs(db, clock, retentionPolicy());
    expect(removed.jobs).toBe(2);
    expect((db.prepare('SELECT id FROM jobs ORDER BY id').pluck().all() as string[])).toEqual(['old-queued', 'old-running', 'recent']);
  });

  it('keeps at most maxRows finished jobs, the newest, across batches', () => {
    const { db } = testCore({ workers: false }).context;
    for (let i = 0; i < 25; i++) insertJob(db, `j${String(i).padStart(2, '0')}`, 'done', 0, i);
    const removed = sweepLogs(db, clock, retentionPolicy({ jobs: { days: 7, maxRows: 10 } }), 4);
    expect(removed.jobs).toBe(15);
    expect(db.prepare('SELECT id FROM jobs ORDER BY id').pluck().all()).toEqual(Array.from({ length: 10 }, (_, i) => `j${i + 15}`));
  });

  it('deletes old finished webhook deliveries with their attempts and events, keeps pending ones, and unlinks replays', () => {
    const core = testCore({ workers: false });
    const { db } = core.context;
    seedWebhooks(db, core.keys.teamId, [
      { id: 'old-delivered', status: 'delivered', daysAgo: 40 },
      { id: 'old-failed', status: 'failed', daysAgo: 31 },
      { id: 'old-pending', status: 'pending', daysAgo: 40 },
      { id: 'replay', status: 'delivered', daysAgo: 2, replayOf: 'old-failed' },
    ]);
    const removed = sweepLogs(db, clock, retentionPolicy());
    expect(removed['webhook-deliveries']).toBe(2);
    expect(db.prepare('SELECT id FROM webhook_deliveries ORDER BY id').pluck().all()).toEqual(['old-pending', 'replay']);
    expect(db.prepare('SELECT replay_of FROM webhook_deliveries WHERE id = ?').pluck().get('replay')).toBeNull();
    expect(db.prepare('SELECT delivery_id FROM webhook_attempts ORDER BY delivery_id').pluck().all()).toEqual(['old-pending', 'replay']);
    expect(db.prepare('SELECT id FROM webhook_events ORDER BY id').pluck().all()).toEqual(['e-old-pending', 'e-replay']);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('caps webhook deliveries by count as well as by age', () => {
    const core = testCore({ workers: false });
    const { db } = core.context;
    seedWebhooks(db, core.keys.teamId, Array.from({ length: 12 }, (_, i) => ({ id: `d${String(i).padStart(2, '0')}`, status: 'delivered', daysAgo: 12 - i })));
    sweepLogs(db, clock, retentionPolicy({ 'webhook-deliveries': { days: 30, maxRows: 5 } }), 3);
    expect(db.prepare('SELECT id FROM webhook_deliveries ORDER BY id').pluck().all()).toEqual(['d07', 'd08', 'd09', 'd10', 'd11']);
    expect(count(db, 'webhook_events')).toBe(5);
    expect(count(db, 'webhook_attempts')).toBe(5);
  });

  it('prunes Smart QR scans and usage events, never usage of the last two billing cycles', () => {
    const core = testCore({ workers: false });
    const { db } = core.context;
    const teamId = core.keys.teamId;
    db.pragma('foreign_keys = OFF'); // scans of codes this test does not create
    for (const [id, daysAgo] of [['s-old', 400], ['s-new', 10]] as const) {
      db.prepare(`INSERT INTO qr_scans (id, qr_code_id, team_id, recipient_id, campaign_id, slot_id, destination, scanned_at) VALUES (?, 'q', ?, 'r', 'c', 'qr1', 'https://x.example', ?)`).run(id, teamId, at(daysAgo));
    }
    db.pragma('foreign_keys = ON');
    const before = count(db, 'usage_events');
    for (const [id, daysAgo] of [['u-old', 70], ['u-cycle', 50]] as const) {
      db.prepare(`INSERT INTO usage_events (id, team_id, kind, quantity, created_at) VALUES (?, ?, 'recipient', 1, ?)`).run(id, teamId, at(daysAgo));
    }
    const removed = sweepLogs(db, clock, retentionPolicy({ 'qr-scans': { days: 365, maxRows: 10 }, 'usage-events': { days: 1, maxRows: 1_000 } }));
    expect(removed['qr-scans']).toBe(1);
    expect(db.prepare('SELECT id FROM qr_scans').pluck().all()).toEqual(['s-new']);
    expect(count(db, "usage_events", "id = 'u-old'")).toBe(0);
    expect(count(db, "usage_events", "id = 'u-cycle'")).toBe(1);
    expect(count(db, 'usage_events')).toBeGreaterThanOrEqual(before);
  });

  it('reads --retention limits over the defaults and refuses a malformed one', () => {
    expect(parseRetention(['webhook-deliveries=7d/5000', 'jobs=3d', 'qr-scans=/50'])).toEqual({
      'webhook-deliveries': { days: 7, maxRows: 5000 },
      jobs: { days: 3, maxRows: DEFAULT_RETENTION.jobs.maxRows },
      'qr-scans': { days: DEFAULT_RETENTION['qr-scans'].days, maxRows: 50 },
    });
    expect(() => parseRetention(['requests=7d'])).toThrow(/--retention takes/);
    expect(() => parseRetention(['jobs='])).toThrow(/--retention takes/);
    expect(() => parseRetention(['jobs=7'])).toThrow(/--retention takes/);
  });
});
