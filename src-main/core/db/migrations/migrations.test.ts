import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '#core/test-support/test-core.ts';
import { openDatabase } from '../connection.ts';
import { runMigrations } from '../migrate.ts';
import { attachedRequestLogFile } from '../request-log-file.ts';
import { MIGRATIONS } from './index.ts';

describe('migrations', () => {
  // Issues build in parallel with their own ranges of numbers (30-39, ...), so numbers may skip; they never repeat or go back.
  it('are numbered strictly increasing, in order', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    versions.slice(1).forEach((version, i) => expect(version).toBeGreaterThan(versions[i]!));
  });
});

describe('migration 37: the request log moves to its own file', () => {
  it("keeps an existing install's log entries, now in request-log.sqlite, and drops the main file's table", () => {
    const dir = tempDir();
    const file = join(dir, 'inkpost.sqlite');
    const old = new Database(file);
    runMigrations(old, MIGRATIONS.filter((m) => m.version < 37));
    old.prepare("INSERT INTO request_log (at, at_ms, method, path, status, duration_ms, source, request_headers, request_bytes, response_headers, response_bytes) VALUES ('2026-11-01T00:00:00Z', 1, 'GET', '/api/campaigns', 200, 2, 'client', '{}', 0, '{}', 12)").run();
    old.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT path, status FROM request_log').all()).toEqual([{ path: '/api/campaigns', status: 200 }]);
    expect(db.prepare("SELECT count(*) AS n FROM main.sqlite_master WHERE name = 'request_log'").get()).toEqual({ n: 0 });
    expect(attachedRequestLogFile(db)).toBe(join(dir, 'request-log.sqlite'));
    db.close();
    const own = new Database(join(dir, 'request-log.sqlite'), { readonly: true });
    expect(own.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 1 });
    own.close();
  });
});
