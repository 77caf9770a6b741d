import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '#core/context.ts';
import { runMigrations } from '#core/db/migrate.ts';
import { MIGRATIONS } from '#core/db/migrations/index.ts';
import { listSealedWebhookSecrets, readStateFile } from '#core/db/state-file-repo.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { InvalidInputError } from '#core/error-kinds.ts';
import { adoptDemoKeys } from './adopt-keys.ts';
import { getSetting, setSetting } from '#core/db/settings-repo.ts';
import { PORT_SETTING } from '#core/port-choice.ts';
import { PUBLIC_URL_SETTING } from '#core/public-url.ts';

const MACHINE_SETTINGS = [PORT_SETTING, PUBLIC_URL_SETTING];
const LATEST_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

function scratchDir(core: CoreContext): string {
  return mkdtempSync(join(core.dataDir, '.state-'));
}

/** The whole state as one SQLite file, written by the online backup (consistent while the server runs). */
export async function exportState(core: CoreContext): Promise<Uint8Array> {
  core.requestLog.flush();
  const dir = scratchDir(core);
  try {
    const file = join(dir, 'state.sqlite');
    await core.db.backup(file);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ImportOutcome {
  demoTeamId: string;
  teams: number;
  schemaVersion: number;
  migratedFrom: number;
  unreadableWebhookSecrets: number;
  keys: DemoKeys;
}

/**
 * Replaces this data directory's state with a file exported by Inkpost: it is
 * checked first (an intact Inkpost database, not from a newer Inkpost), copied
 * over the live database with the online backup (the server's connection sees
 * it at once), migrated, and the demo keys of keys.json adopted. A refused file
 * changes nothing.
 */
export async function importState(core: CoreContext, bytes: Uint8Array, keys: DemoKeys): Promise<ImportOutcome> {
  const dir = scratchDir(core);
  try {
    const file = join(dir, 'import.sqlite');
    writeFileSync(file, bytes);
    let facts;
    try {
      facts = readStateFile(file);
    } catch (error) {
      throw new InvalidInputError(`Not an Inkpost state file: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (facts.schemaVersion > LATEST_VERSION) throw new InvalidInputError(`This state was saved by a newer Inkpost (schema ${facts.schemaVersion}; this one reads up to ${LATEST_VERSION})`);
    core.requestLog.flush();
    // Where this server listens and the links it hands out belong to this machine, not to the state.
    const machineSettings = MACHINE_SETTINGS.map((key) => [key, getSetting(core.db, key)] as const);
    const source = new Database(file, { readonly: true });
    try {
      // Whole pages at a time: the copy is over before other work touches the database.
      await source.backup(join(core.dataDir, 'inkpost.sqlite'), { progress: () => 1_000_000 });
    } finally {
      source.close();
    }
    runMigrations(core.db, MIGRATIONS);
    for (const [key, value] of machineSettings) if (value !== undefined) setSetting(core.db, key, value);
    const adopted = adoptDemoKeys(core.db, core.clock, keys, join(core.dataDir, 'keys.json'));
    core.requestLog.reload();
    core.faults.reload();
    core.sandboxClock.reload();
    core.webhooks.dispatcher.wake();
    const unreadable = listSealedWebhookSecrets(core.db).filter((sealed) => {
      try {
        core.webhooks.secrets.open(sealed);
        return false;
      } catch {
        return true;
      }
    }).length;
    return { demoTeamId: adopted.teamId, teams: facts.teams, schemaVersion: LATEST_VERSION, migratedFrom: facts.schemaVersion, unreadableWebhookSecrets: unreadable, keys: adopted };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
