import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Core } from '#core/wiring/create-core.ts';
import { tempDir } from './test-core.ts';

// A state file as a test reads, edits and imports it (GET and PUT /_sandbox/state).

export const admin = (core: Core, token = core.keys.adminToken) => ({ Authorization: `Bearer ${token}` });

export async function exportBytes(core: Core): Promise<Buffer> {
  const res = await core.app.request('/_sandbox/state', { headers: admin(core) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The exported file changed with SQL, as someone editing it would. */
export function edited(bytes: Buffer, sql: string | ((db: Database.Database) => void)): Buffer {
  const file = join(tempDir(), 'edited.sqlite');
  writeFileSync(file, bytes);
  const db = new Database(file);
  if (typeof sql === 'string') db.exec(sql);
  else sql(db);
  db.pragma('journal_mode = DELETE'); // everything back in the one file
  db.close();
  return readFileSync(file);
}

export async function importBytes(core: Core, bytes: Uint8Array) {
  const res = await core.app.request('/_sandbox/state', { method: 'PUT', headers: { ...admin(core), 'Content-Type': 'application/octet-stream' }, body: bytes });
  return { status: res.status, body: (await res.json()) as any };
}
