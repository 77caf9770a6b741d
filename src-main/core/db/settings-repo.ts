import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export function getSetting(db: Db, key: string): string | undefined {
  const row = prepared(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  prepared(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
