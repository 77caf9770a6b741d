import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnBuiltServer } from '#scripts/spawn-server.ts';
import { createCampaign } from '../test-support/fixtures.ts';
import { tempDir, testCore } from '../test-support/test-core.ts';

interface Run {
  code: number | null;
  out: string;
  err: string;
  /** Answers of GET /api/<path> with the data folder's customer key, asked while it ran. */
  campaigns: { name: string }[];
  webhooks: { url: string }[];
}

/** Runs the built server on a data folder until it listens (then asks what it holds and stops it) or exits by itself. */
async function run(dataDir: string, args: string[]): Promise<Run> {
  const child = spawnBuiltServer(['--port', '0', '--data-dir', dataDir, '--no-workers', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit');
  const url = await new Promise<string | undefined>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // the seed's lines follow the link's line
      const match = /listening on (http:\/\/\S+)[^\n]*\n[^\n]*one-time link[^\n]*\n/.exec(out);
      if (match?.[1]) setTimeout(() => resolve(match[1]), 50);
    });
    child.once('exit', () => resolve(undefined));
  });
  let campaigns: { name: string }[] = [];
  let webhooks: { url: string }[] = [];
  if (url) {
    const key = (JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string }).customerKey;
    const get = async (path: string) => (await fetch(`${url}/api/${path}`, { headers: { 'X-API-Key': key } })).json();
    campaigns = (await get('campaigns')) as { name: string }[];
    webhooks = (await get('webhooks')) as { url: string }[];
    child.kill('SIGTERM');
  }
  const [code] = await exited;
  return { code: code as number | null, out, err, campaigns, webhooks };
}

/** An exported state (GET /_sandbox/state) whose demo team has one campaign named `name`. */
async function stateFile(name: string): Promise<string> {
  const core = testCore({ workers: false });
  await createCampaign(core, { name });
  const res = await core.app.request('/_sandbox/state', { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
  const file = join(tempDir(), 'fixture.sqlite');
  writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
  return file;
}

describe('starting from a fixture (--state, --scenario, --replace)', () => {
  it('starts a new data folder from --state, keeps a folder that holds a state unless --replace, keeps what --replace replaced, and a refused file changes nothing', { timeout: 60_000 }, async () => {
    const fixture = await stateFile('From the fixture');
    const dataDir = join(tempDir(), 'ci-data');
    const first = await run(dataDir, ['--state', fixture]);
    expect(first.out).toMatch(/^Started from the state .*fixture\.sqlite: 2 teams$/m);
    expect(first.campaigns.map((campaign) => campaign.name)).toEqual(['From the fixture']);
    expect(first.code).toBe(0);

    const other = await stateFile('Another fixture');
    const kept = await run(dataDir, ['--state', other]);
    expect(kept.out).toContain(`The data folder ${dataDir} already holds a state: kept, --state ${other} not applied (--replace overwrites it)`);
    expect(kept.campaigns.map((campaign) => campaign.name)).toEqual(['From the fixture']);

    const replaced = await run(dataDir, ['--state', other, '--replace']);
    expect(replaced.out).toContain(`; the replaced state is ${join(dataDir, 'state-before-import.sqlite')}`);
    expect(replaced.campaigns.map((campaign) => campaign.name)).toEqual(['Another fixture']);
    expect(existsSync(join(dataDir, 'state-before-import.sqlite'))).toBe(true);

    // A refused file leaves the state the folder holds as it was, --replace or not.
    const notState = join(tempDir(), 'notes.sqlite');
    writeFileSync(notState, 'not a database');
    const refused = await run(dataDir, ['--state', notState, '--replace']);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`Cannot start from --state ${notState}: Not an Inkpost state file: It is not a SQLite database`);
    expect((await run(dataDir, [])).campaigns.map((campaign) => campaign.name)).toEqual(['Another fixture']);
  });

  it('refuses a file that is not a state in one line, exit 1, writing nothing', { timeout: 60_000 }, async () => {
    const parent = tempDir();
    const notState = join(parent, 'notes.sqlite');
    writeFileSync(notState, 'not a database');
    const refused = await run(join(parent, 'new-data'), ['--state', notState]);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`Cannot start from --state ${notState}: Not an Inkpost state file: It is not a SQLite database`);
    expect(refused.out).toBe('');
    expect(readdirSync(parent)).toEqual(['notes.sqlite']);
  });

  it('seeds a new data folder with --scenario, and names the scenarios when the name is wrong (exit 2)', { timeout: 60_000 }, async () => {
    const dataDir = join(tempDir(), 'scenario-data');
    const seeded = await run(dataDir, ['--scenario', 'built-in-receiver']);
    expect(seeded.out).toMatch(/^Seeded the scenario built-in-receiver: .*the outcome is in .*scenario\.json\)$/m);
    expect(seeded.webhooks.map((hook) => hook.url)).toEqual([expect.stringMatching(/\/_sandbox\/receiver\//)]);
    expect(JSON.parse(readFileSync(join(dataDir, 'scenario.json'), 'utf8'))).toMatchObject({ scenario: 'built-in-receiver' });

    const wrong = await run(join(tempDir(), 'unused'), ['--scenario', 'full-house']);
    expect(wrong.code).toBe(2);
    expect(wrong.err.trim()).toBe("--scenario takes one of declined-card, ready-recipients, built-in-receiver, got 'full-house'");
  });
});
