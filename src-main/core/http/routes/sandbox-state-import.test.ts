import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Core, createCore } from '#core/wiring/create-core.ts';
import { newApiKeySecret, sha256Hex } from '#core/domain/secrets.ts';
import { silentLogger } from '#core/base/logger.ts';
import { addRecipients, createCampaign, provisionTeam, recipient } from '#core/test-support/fixtures.ts';
import { admin, edited, exportBytes, importBytes } from '#core/test-support/state-files.ts';
import { call, tempDir, testCore } from '#core/test-support/test-core.ts';

// Issue 26, defects 1 and 2: an import is all or nothing, and rebuilds the state from
// the file's data, never from its schema or its secrets.

async function recipientCount(core: Core, campaignId: string): Promise<number> {
  const res = await call(core, 'GET', `/api/campaigns/${campaignId}`, { key: core.keys.customerKey });
  expect(res.status).toBe(200);
  return res.body.metrics.total as number;
}

describe('a state import', () => {
  it('refused (its partner_team_id removed, its admin_token_hash changed): 400 with the reason, nothing live touched, and the server still starts', async () => {
    const dataDir = tempDir();
    const core = createCore({ dataDir, logger: silentLogger, workers: false });
    const campaign = await createCampaign(core);
    await addRecipients(core, campaign['id'], Array.from({ length: 50 }, (_, i) => recipient({ firstName: `Ada${i}` })));
    const bad = edited(await exportBytes(core), "DELETE FROM settings WHERE key = 'partner_team_id'; UPDATE settings SET value = 'changed' WHERE key = 'admin_token_hash';");

    const refused = await importBytes(core, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Not an Inkpost state file: it lacks the setting partner_team_id (its demo partner team)');
    expect(await recipientCount(core, campaign['id'])).toBe(50);
    expect((await call(core, 'GET', `/_sandbox/teams/${core.keys.teamId}`, { headers: admin(core) })).status).toBe(200);
    await core.close();

    const again = createCore({ dataDir, logger: silentLogger, workers: false });
    try {
      expect(again.keys).toEqual(core.keys);
      expect(await recipientCount(again, campaign['id'])).toBe(50);
    } finally {
      await again.close();
    }
  });

  it('never brings in a trigger of the file: the one that copied new campaigns into another team is left out, and said so', async () => {
    const core = testCore({ workers: false });
    const other = await provisionTeam(core);
    const withTrigger = edited(await exportBytes(core), (db) => {
      const columns = (db.prepare("SELECT name FROM pragma_table_info('campaigns')").all() as { name: string }[]).map((c) => c.name);
      const copied = columns.map((c) => (c === 'id' ? "NEW.id || '-copy'" : c === 'team_id' ? `'${other.teamId}'` : `NEW.${c}`));
      db.exec(`CREATE TRIGGER copy_campaigns AFTER INSERT ON campaigns WHEN NEW.team_id <> '${other.teamId}' BEGIN INSERT INTO campaigns (${columns.join(', ')}) VALUES (${copied.join(', ')}); END;`);
    });

    const imported = await importBytes(core, withTrigger);
    expect(imported.status).toBe(200);
    expect(imported.body.leftOut).toEqual(['trigger copy_campaigns']);
    await createCampaign(core, { name: 'Only mine' });
    const theirs = await call(core, 'GET', `/_sandbox/teams/${other.teamId}/campaigns`, { headers: admin(core) });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
  });

  it('never lets a key of the file authenticate: an added key row is revoked, and its team gets a new key in the answer', async () => {
    const core = testCore({ workers: false });
    const planted = newApiKeySecret('customer');
    const withKey = edited(
      await exportBytes(core),
      `INSERT INTO api_keys (id, team_id, kind, name, key_hash, created_at) VALUES ('planted', '${core.keys.teamId}', 'customer', 'Planted', '${sha256Hex(planted)}', '2026-01-01T00:00:00.000000+00:00');`,
    );

    const imported = await importBytes(core, withKey);
    expect(imported.status).toBe(200);
    expect((await call(core, 'GET', '/api/auth/whoami', { key: planted })).status).toBe(401);
    expect(imported.body.reissuedKeys).toEqual([{ keyId: expect.any(String), replaces: 'planted', teamId: core.keys.teamId, teamName: 'Demo Customer Co', kind: 'customer', name: 'Planted', key: expect.stringMatching(/^ink_ck_/) }]);
    expect((await call(core, 'GET', '/api/auth/whoami', { key: imported.body.reissuedKeys[0].key })).body.name).toBe('Planted');
    // This folder's own keys and admin token keep working.
    expect((await call(core, 'GET', '/api/auth/whoami', { key: core.keys.customerKey })).status).toBe(200);
    expect((await call(core, 'GET', '/_sandbox/teams', { headers: admin(core) })).status).toBe(200);
  });

  it('copies only known tables and columns, lists what it left out, and keeps the replaced state beside the live one', async () => {
    const dataDir = tempDir();
    const core = testCore({ dataDir, workers: false });
    await createCampaign(core, { name: 'Before' });
    const extra = edited(await exportBytes(core), "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x'); ALTER TABLE teams ADD COLUMN nickname TEXT; CREATE INDEX teams_nickname ON teams(nickname); CREATE VIEW every_key AS SELECT * FROM api_keys;");
    const imported = await importBytes(core, extra);
    expect(imported.status).toBe(200);
    expect(imported.body.leftOut.sort()).toEqual(['column teams.nickname', 'index teams_nickname', 'table notes', 'view every_key']);
    const live = new Database(join(dataDir, 'inkpost.sqlite'), { readonly: true });
    try {
      expect(live.prepare("SELECT name FROM sqlite_master WHERE name IN ('notes', 'teams_nickname', 'every_key')").all()).toEqual([]);
      expect((live.prepare("SELECT name FROM pragma_table_info('teams')").all() as { name: string }[]).map((c) => c.name)).not.toContain('nickname');
    } finally {
      live.close();
    }
    const previous = new Database(join(dataDir, imported.body.previousState), { readonly: true });
    try {
      expect(previous.prepare('SELECT name FROM campaigns').all()).toEqual([{ name: 'Before' }]);
    } finally {
      previous.close();
    }
  });

  it('refuses a damaged file, a schema version Inkpost never made and a table without its columns, changing nothing', async () => {
    const core = testCore({ workers: false });
    await createCampaign(core, { name: 'Keep me' });
    const good = await exportBytes(core);
    const cases: [Buffer, RegExp][] = [
      [good.subarray(0, Math.floor(good.length / 2)), /^Not an Inkpost state file: The database is damaged/],
      [edited(good, 'PRAGMA user_version = 20'), /^Not an Inkpost state file: its schema version \(20\) is not one Inkpost has made$/],
      [edited(good, 'PRAGMA user_version = 9999'), /^This state was saved by a newer Inkpost \(schema 9999/],
      [edited(good, 'ALTER TABLE campaigns DROP COLUMN name'), /^Not an Inkpost state file: its table campaigns lacks the column name$/],
      [edited(good, "PRAGMA foreign_keys = OFF; UPDATE campaigns SET team_id = 'nobody'"), /^Not an Inkpost state file: its rows refer to rows it does not have \(1 in campaigns to teams/],
    ];
    for (const [bytes, message] of cases) {
      const res = await importBytes(core, bytes);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const campaigns = await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey });
    expect(campaigns.body.map((c: any) => c.name)).toEqual(['Keep me']);
  });

  it('puts the previous state back when the swap fails after the database was replaced', async () => {
    const dataDir = tempDir();
    const core = testCore({ dataDir, workers: false });
    await createCampaign(core, { name: 'Mine' });
    const source = testCore({ workers: false });
    await createCampaign(source, { name: 'Theirs' });
    const theirs = await exportBytes(source);
    const keysJson = readFileSync(join(dataDir, 'keys.json'), 'utf8');
    // keys.json cannot be rewritten (its temporary file's name is taken by a folder): the swap's last step fails.
    const blocker = join(dataDir, `keys.json.${process.pid}.tmp`);
    mkdirSync(blocker);

    const failed = await importBytes(core, theirs);
    expect(failed.status).toBe(500);
    expect((await call(core, 'GET', '/api/campaigns', { key: core.keys.customerKey })).body.map((c: any) => c.name)).toEqual(['Mine']);
    expect(readFileSync(join(dataDir, 'keys.json'), 'utf8')).toBe(keysJson);
  });
});
