import { chmodSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ScenarioName } from '#shared/contract/sandbox-state.ts';
import type { Core } from '../wiring/create-core.ts';
import { PRIVATE_FILE_MODE } from '../policy/private-data-dir.ts';
import { applyScenario } from '../sandbox/scenarios.ts';
import { resetSandbox } from '../sandbox/state/reset.ts';
import { importState, PREVIOUS_STATE_FILE, withScratchDir } from '../sandbox/state/state-file.ts';

/** The database file whose presence means a data folder holds a state (create-core.ts opens it). */
const DATABASE_FILE = 'inkpost.sqlite';
/** Where --scenario writes its outcome (a new team's key is shown only there). */
export const SCENARIO_OUTCOME_FILE = 'scenario.json';

export interface SeedRequest {
  state: string | undefined;
  scenario: ScenarioName | undefined;
  replace: boolean;
}

/** A fixture the server refuses to start from: one line, exit 1. */
export class SeedRefusedError extends Error {}

/** What a data folder held before the server touched it: whether it holds a state, and its entries (to take back what a refused seed wrote). */
export interface DataDirBefore {
  holdsState: boolean;
  existed: boolean;
  entries: string[];
  mode: number;
}

export function dataDirBefore(dataDir: string): DataDirBefore {
  const existed = existsSync(dataDir);
  return { holdsState: existsSync(join(dataDir, DATABASE_FILE)), existed, entries: existed ? readdirSync(dataDir) : [], mode: existed ? statSync(dataDir).mode & 0o7777 : 0 };
}

/** After a refused seed of a new data folder: removes what the start wrote, so nothing is left of it. */
export function undoNewDataDir(dataDir: string, before: DataDirBefore): void {
  if (before.holdsState) return;
  if (!before.existed) return rmSync(dataDir, { recursive: true, force: true });
  for (const entry of readdirSync(dataDir)) if (!before.entries.includes(entry)) rmSync(join(dataDir, entry), { recursive: true, force: true });
  chmodSync(dataDir, before.mode); // the start made it private
}

/** Checks what can be checked before anything is created: the --state file is there and is a file. */
export function checkStateFile(file: string | undefined): void {
  if (file === undefined) return;
  if (!existsSync(file)) throw new SeedRefusedError(`Cannot start from --state ${file}: there is no such file`);
  if (!statSync(file).isFile()) throw new SeedRefusedError(`Cannot start from --state ${file}: it is not a file`);
}

/**
 * Seeds the core's data folder from --state (the checks of PUT /_sandbox/state),
 * then --scenario, before it listens. A folder that held a state before is seeded
 * only with --replace (an import keeps the replaced state as state-before-import.sqlite;
 * a scenario with --replace resets the sandbox first, after saving it there too);
 * without it, the state is kept, as a database image keeps its data folder on a
 * restart. Answers the lines to print.
 */
export async function seedDataDir(core: Core, request: SeedRequest, before: DataDirBefore): Promise<string[]> {
  if (request.state === undefined && request.scenario === undefined) return [];
  const dataDir = core.context.dataDir;
  if (before.holdsState && !request.replace) {
    const what = [request.state && `--state ${request.state}`, request.scenario && `--scenario ${request.scenario}`].filter(Boolean).join(' and ');
    return [`The data folder ${dataDir} already holds a state: kept, ${what} not applied (--replace overwrites it)`];
  }
  const lines: string[] = [];
  if (request.state !== undefined) {
    const file = resolve(request.state);
    try {
      const outcome = await withScratchDir(core.context, (dir) => importState(core.context, file, dir, core.keys));
      Object.assign(core.keys, outcome.keys);
      lines.push(`Started from the state ${request.state}: ${outcome.teams} teams${before.holdsState ? `; the replaced state is ${join(dataDir, PREVIOUS_STATE_FILE)}` : ''}`);
    } catch (error) {
      throw new SeedRefusedError(`Cannot start from --state ${request.state}: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else if (before.holdsState) {
    await core.context.db.backup(join(dataDir, PREVIOUS_STATE_FILE));
    resetSandbox(core.context);
  }
  if (request.scenario !== undefined) {
    const outcome = await applyScenario(core.context, request.scenario, core.keys.teamId);
    writeFileSync(join(dataDir, SCENARIO_OUTCOME_FILE), `${JSON.stringify(outcome, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    lines.push(`Seeded the scenario ${request.scenario}: ${outcome.summary} (team ${outcome.teamId}; the outcome${outcome.apiKey ? ' with its key' : ''} is in ${join(dataDir, SCENARIO_OUTCOME_FILE)})`);
  }
  return lines;
}
