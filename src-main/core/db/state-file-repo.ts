import Database from 'better-sqlite3';
import type { Db } from './connection.ts';

export interface StateFileFacts {
  schemaVersion: number;
  teams: number;
  demoTeamId: string | undefined;
  partnerTeamId: string | undefined;
}

/**
 * Opens a file read-only and reads what makes it an Inkpost state: an intact
 * SQLite database with the settings a seeded data directory has. Throws with
 * the reason when it is not one.
 */
export function readStateFile(file: string): StateFileFacts {
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The database is damaged (${String(check)})`);
    const hasTables = (db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('settings', 'teams', 'api_keys')").get() as { n: number }).n === 3;
    if (!hasTables) throw new Error('It has no Inkpost tables');
    const setting = (key: string) => (db?.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    if (!setting('seeded_at')) throw new Error('It was never seeded by Inkpost');
    return {
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      teams: (db.prepare('SELECT COUNT(*) AS n FROM teams').get() as { n: number }).n,
      demoTeamId: setting('demo_team_id'),
      partnerTeamId: setting('partner_team_id'),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(/not a database|file is encrypted/i.test(message) ? 'It is not a SQLite database' : message, { cause: error });
  } finally {
    db?.close();
  }
}

export function listSealedWebhookSecrets(db: Db): string[] {
  return (db.prepare("SELECT secret_sealed FROM webhook_subscriptions WHERE status <> 'deleted'").all() as { secret_sealed: string }[]).map((row) => row.secret_sealed);
}
