import Database from 'better-sqlite3';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '#core/wiring/context.ts';
import { type DemoKeys, writeKeysFile } from '#core/domain/keys-file.ts';
import type { Logger } from '#core/base/logger.ts';
import { PRIVATE_FILE_MODE } from '#core/policy/private-data-dir.ts';
import { LATEST_VERSION, type RebuiltState, rebuildState } from './rebuild-state.ts';

/** The live database's file in the data folder (create-core.ts). */
const DATABASE_FILE = 'inkpost.sqlite';
/** The state the last import replaced: importing it goes back. */
export const PREVIOUS_STATE_FILE = 'state-before-import.sqlite';

const SCRATCH_PREFIX = '.state-';
/** A scratch folder as mkdtempSync names it: the prefix and six characters. */
const SCRATCH_DIR = /^\.state-[A-Za-z0-9]{6}$/;

/** Runs `work` in a private scratch folder inside the data folder (same disk as the database), removed after. */
export async function withScratchDir<T>(core: CoreContext, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(core.dataDir, SCRATCH_PREFIX));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Removes the scratch folders a server stopped in the middle of an export or an import left
 * (killed, or the machine went down): at start, before any request, none is in use.
 */
export function removeLeftScratchDirs(dataDir: string, logger: Logger): void {
  const left = readdirSync(dataDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && SCRATCH_DIR.test(entry.name));
  for (const entry of left) rmSync(join(dataDir, entry.name), { recursive: true, force: true });
  if (left.length > 0) logger.info(`Removed ${left.length} scratch folder${left.length > 1 ? 's' : ''} of a state export or import that did not finish: ${left.map((entry) => entry.name).join(', ')}`);
}

/** The whole state as one SQLite file, written by the online backup (consistent while the server runs). */
export async function exportState(core: CoreContext): Promise<Uint8Array> {
  core.requestLog.flush();
  return withScratchDir(core, async (dir) => {
    const file = join(dir, 'state.sqlite');
    await core.db.backup(file);
    return readFileSync(file);
  });
}

export type ImportOutcome = Omit<RebuiltState, 'file'> & { schemaVersion: number; previousState: string; keys: DemoKeys };

/** Copies a whole database over another with SQLite's online backup, in one write transaction of the target: the server's connection sees all of it at once, or none. */
async function copyDatabase(from: string, to: string): Promise<void> {
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(to, { progress: () => 1_000_000 });
  } finally {
    source.close();
  }
}

/**
 * Replaces this data folder's state with an uploaded state file, all or
 * nothing. The file is rebuilt beside the live state first (rebuild-state.ts:
 * any problem refuses it with 400 before anything live is touched). Then the
 * live state is saved as PREVIOUS_STATE_FILE, the rebuilt one copied over it in
 * one transaction, and keys.json given the imported demo team; if either step
 * fails, the saved state is copied back. The server runs on throughout.
 */
export async function importState(core: CoreContext, uploadFile: string, scratchDir: string, keys: DemoKeys): Promise<ImportOutcome> {
  const { leaveOutUnwritableHands } = await import('./imported-hands.ts'); // the font engine, on first import only
  const { file, ...rebuilt } = rebuildState(core, uploadFile, scratchDir, keys, leaveOutUnwritableHands);
  const live = join(core.dataDir, DATABASE_FILE);
  const previous = join(core.dataDir, PREVIOUS_STATE_FILE);
  core.requestLog.flush();
  await core.db.backup(previous);
  chmodSync(previous, PRIVATE_FILE_MODE);
  const adopted = { ...keys, teamId: rebuilt.demoTeamId };
  try {
    await copyDatabase(file, live);
    writeKeysFile(join(core.dataDir, 'keys.json'), adopted);
  } catch (error) {
    // keys.json is written last and atomically: when anything failed, it is still the old one.
    await copyDatabase(previous, live);
    throw error;
  } finally {
    core.requestLog.reload();
    core.faults.reload();
    core.sandboxClock.reload();
  }
  core.webhooks.dispatcher.wake();
  return { ...rebuilt, schemaVersion: LATEST_VERSION, previousState: PREVIOUS_STATE_FILE, keys: adopted };
}
