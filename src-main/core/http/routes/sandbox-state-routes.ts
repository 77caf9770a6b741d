import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { CONTRACT } from '#shared/contract/index.ts';
import { SCENARIOS, type ScenarioName } from '#shared/contract/sandbox-state.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { getSetting } from '#core/db/settings-repo.ts';
import { toTeamSettings } from '#core/db/teams-repo.ts';
import { requireTeam } from '#core/domain/teams.ts';
import type { DemoKeys } from '#core/domain/keys-file.ts';
import { applyScenario } from '#core/sandbox/scenarios.ts';
import { resetSandbox, resetTeam } from '#core/sandbox/state/reset.ts';
import { exportState, importState, withScratchDir } from '#core/sandbox/state/state-file.ts';
import { bodyLimitsOf, bodyRefusal } from '../body/body-gate.ts';
import { readRequestBody } from '../body/read-body.ts';
import { implement } from '../contract/implement.ts';
import type { AppEnv, ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Writes the uploaded state file to `file` as it arrives (it may be 512 MB: never held in memory). */
async function receiveStateFile(core: CoreContext, c: Context<AppEnv>, file: string): Promise<void> {
  const limits = bodyLimitsOf(core, CONTRACT.stateImport);
  const fd = openSync(file, 'wx', 0o600);
  let outcome;
  try {
    outcome = await readRequestBody(c, limits, (chunk) => {
      for (let at = 0; at < chunk.byteLength; ) at += writeSync(fd, chunk, at);
    });
  } finally {
    closeSync(fd);
  }
  if (!outcome.ok) throw bodyRefusal(outcome, limits);
  if (outcome.bytes === 0) throw new HttpError(400, 'Not an Inkpost state file: the body is empty');
}

/** Reset, export and import of the whole state, and seed scenarios. `keys` is the server's keys.json, kept valid across an import. */
export function registerRoutes(app: ContractApp, core: CoreContext, keys: DemoKeys): void {
  implement(app, core, 'stateExport', async () => {
    const bytes = await exportState(core);
    const date = new Date(core.clock.nowMs()).toISOString().slice(0, 10);
    return { status: 200, bytes, headers: { 'Content-Disposition': `attachment; filename="inkpost-state-${date}.sqlite"` } };
  });

  implement(
    app,
    core,
    'stateImport',
    ({ c }) =>
      withScratchDir(core, async (dir) => {
        const upload = join(dir, 'upload.sqlite');
        await receiveStateFile(core, c, upload);
        const { keys: adopted, ...outcome } = await importState(core, upload, dir, keys);
        Object.assign(keys, adopted); // the app's bootstrap hands out the imported demo team from now on
        return { status: 200 as const, body: outcome };
      }),
    { streamsBody: true },
  );

  implement(app, core, 'sandboxReset', () => {
    resetSandbox(core);
    return { status: 200, body: toTeamSettings(requireTeam(core.db, getSetting(core.db, 'demo_team_id') ?? keys.teamId)) };
  });

  implement(app, core, 'sandboxTeamReset', ({ params }) => {
    requireTeam(core.db, params.teamId);
    resetTeam(core, params.teamId);
    return { status: 200, body: toTeamSettings(requireTeam(core.db, params.teamId)) };
  });

  implement(app, core, 'scenariosList', () => ({ status: 200, body: SCENARIOS.map((scenario) => ({ ...scenario })) }));

  implement(app, core, 'scenarioApply', async ({ params, body }) => {
    const scenario = SCENARIOS.find((entry) => entry.name === params.scenario);
    if (!scenario) throw new HttpError(404, `Unknown scenario: one of ${SCENARIOS.map((entry) => entry.name).join(', ')}`);
    return { status: 201, body: await applyScenario(core, scenario.name as ScenarioName, body.teamId ?? keys.teamId) };
  });
}
