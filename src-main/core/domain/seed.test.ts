import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, tempDir, testCore } from '../test-support/test-core.ts';

describe('first-start seeding', () => {
  it('writes keys.json with mode 0600 and the four secrets', () => {
    const dataDir = tempDir();
    const core = testCore({ dataDir });
    const file = join(dataDir, 'keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const keys = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(keys).sort()).toEqual(['adminToken', 'customerKey', 'partnerKey', 'teamId']);
    expect(keys).toEqual(core.keys);
  });

  it('seeds an approved partner and a ready demo team with a published postcard template', () => {
    const core = testCore();
    const db = core.context.db;
    const partner = db.prepare("SELECT * FROM teams WHERE kind = 'partner'").get() as any;
    expect(partner.partner_approved).toBe(1);
    const team = db.prepare('SELECT * FROM teams WHERE id = ?').get(core.keys.teamId) as any;
    expect(team).toMatchObject({ kind: 'customer', subscription: 'active', payment_method: 'valid', generate_api: 1 });
    expect(db.prepare("SELECT role FROM users WHERE team_id = ?").get(core.keys.teamId)).toEqual({ role: 'owner' });
    const version = db
      .prepare('SELECT v.* FROM template_versions v JOIN templates t ON t.id = v.template_id WHERE t.team_id = ?')
      .get(core.keys.teamId) as any;
    expect(version).toMatchObject({ status: 'published', version_number: 1 });
    expect(JSON.parse(version.pages_json)).toHaveLength(2);
  });

  it('reuses the same keys and data on a restart', async () => {
    const dataDir = tempDir();
    const first = testCore({ dataDir });
    const keys = first.keys;
    await first.close();
    const second = testCore({ dataDir });
    expect(second.keys).toEqual(keys);
    expect((await call(second, 'GET', '/api/auth/whoami', { key: keys.customerKey })).status).toBe(200);
    expect(second.context.db.prepare('SELECT count(*) AS n FROM teams').get()).toEqual({ n: 2 });
  });

  it('rotates the demo keys when keys.json was deleted, revoking the old ones', async () => {
    const dataDir = tempDir();
    const first = testCore({ dataDir });
    const old = first.keys;
    await first.close();
    rmSync(join(dataDir, 'keys.json'));
    const second = testCore({ dataDir });
    expect(second.keys.teamId).toBe(old.teamId);
    expect(second.keys.customerKey).not.toBe(old.customerKey);
    expect((await call(second, 'GET', '/api/auth/whoami', { key: old.customerKey })).status).toBe(401);
    expect((await call(second, 'GET', '/api/auth/whoami', { key: second.keys.customerKey })).status).toBe(200);
    expect(statSync(join(dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
  });

  it('uses WAL and foreign keys', () => {
    const db = testCore().context.db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(1);
  });
});
