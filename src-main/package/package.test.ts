// The npm package as a user has it: packed, installed from the tarball into an empty folder, run
// with Node 24 (this process's), the newest Node 22 and exactly the oldest it declares, refused by
// Node 20 and by the Node release just before that oldest. One install for the whole file.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVE_FLAG_LIST } from '#core/start/serve-args.ts';
import { pngSize } from '#core/test-support/png.ts';
import { rawRequest } from '#core/test-support/raw-http.ts';
import { tempDir } from '#core/test-support/test-core.ts';
import { requiredNode } from '#scripts/pack-manifest.ts';
import { COMMAND_FLAGS, GENERAL_FLAGS } from './cli-flags.ts';
import type { startInkpost as StartInkpost } from './start-inkpost.ts';
import { dockerImage, freePort, workflowRuns } from './test-support/ci-files.ts';
import { alive, descendants, inkpost, serveInkpost } from './test-support/inkpost-process.ts';
import { type InstalledPackage, installedPackage, nodeBinary } from './test-support/installed-package.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> };

let pkg: InstalledPackage;
/** The oldest Node the package declares (engines.node, `>=x.y.z`). */
let minimum: string;
const nodes: Record<string, string> = { '24': process.execPath };
/** Debian's Chromium, as the e2e specs use it (scripts/ensure-test-tools.sh). */
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

beforeAll(async () => {
  const installed = async () => {
    pkg = await installedPackage();
    minimum = (JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node.replace('>=', '');
    // the oldest it declares, and the newest release before that (npm resolves the range)
    [nodes['minimum'], nodes['below minimum']] = await Promise.all([nodeBinary(minimum), nodeBinary(`<${minimum}`)]);
  };
  [nodes['22'], nodes['20']] = await Promise.all([nodeBinary('22'), nodeBinary('20'), installed()]);
}, 300_000);

const versionOf = (node: string) => execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();

/** Processes whose command line names this text (/proc), to see that nothing is left running. */
function processesNaming(text: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false; // ended meanwhile
      }
    });
}

/** The files docs/testing-your-app.md shows: each ```ts block whose first line is `// <path>`. */
function documentedFiles(): Map<string, string> {
  const page = readFileSync(join(root, 'docs/testing-your-app.md'), 'utf8');
  return new Map([...page.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, path, body]) => [path!, body!]));
}

/** What a user of the package checks first: a handwritten PNG, and the UI behind its one-time link. */
async function expectPngAndUi(url: string, link: string, key: string, text: string): Promise<void> {
  const png = await fetch(`${url}/api/generate/png`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify({ content: text, fontFamily: 'Knowles', width: '100mm', height: '30mm' }) });
  expect(png.status).toBe(200);
  expect(pngSize(Buffer.from(await png.arrayBuffer()))).toMatchObject({ width: 1181 });
  const ui = await fetch(link);
  expect(ui.status).toBe(200);
  expect(await ui.text()).toContain('<div id="root">');
  const reference = await fetch(`${url}/api/docs/assets/swagger-ui-bundle.js`);
  expect(reference.status).toBe(200);
  expect((await reference.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
}

describe('the npm package (npm run pack, installed from its tarball)', () => {
  it('declares its command, its API, the Node it needs and only run-time packages, carries no tests, and installs within 150 MB', () => {
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as Record<string, any>;
    expect(manifest.name).toBe('inkpost');
    expect(manifest.bin).toEqual({ inkpost: 'bin/inkpost.cjs' });
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    // the highest minimum of everything installed with it (better-sqlite3's >=22 today) and of its own
    // floor, here the higher (undici 8, bundled, declares 22.19.0; better-sqlite3's Node-API 10 binary
    // needs 22.14.0); the README says the same
    const deps = Object.keys(manifest.dependencies);
    expect(manifest.engines.node).toBe(`>=${requiredNode(pkg.dir, deps).version}`);
    expect(manifest.engines.node).toBe('>=22.19.0');
    expect(readFileSync(join(pkg.dir, 'README.md'), 'utf8')).toContain(`**Node ${minimum} or newer**`);
    for (const name of ['electron', 'react', 'react-dom', 'monaco-editor', 'vite', 'vitest', 'zustand', ...Object.keys(project.devDependencies)]) expect(deps).not.toContain(name);
    expect(manifest.peerDependenciesMeta).toEqual({ '@sparticuz/chromium': { optional: true } });
    const files = execFileSync('tar', ['tzf', pkg.tarball], { encoding: 'utf8' }).split('\n');
    for (const file of ['package/bin/inkpost.cjs', 'package/dist/cli.js', 'package/dist/index.js', 'package/dist/index.d.ts', 'package/server/serve.js', 'package/server/render-worker.js', 'package/renderer/index.html', 'package/THIRD-PARTY-NOTICES.txt']) expect(files).toContain(file);
    expect(files.filter((file) => /\.(test|spec)\.|\/e2e\/|\/src-|\.ts$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    expect(existsSync(join(pkg.project, 'node_modules/@sparticuz/chromium')), 'the bundled browser comes only when asked for').toBe(false);
    // Swagger UI's files come inside the tarball, without its analytics dependency (an install script)
    expect(files).toContain('package/node_modules/swagger-ui-dist/swagger-ui-bundle.js');
    expect(existsSync(join(pkg.project, 'node_modules/@scarf'))).toBe(false);
    const installedKb = Number(execFileSync('du', ['-sk', join(pkg.project, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]);
    expect(installedKb / 1024).toBeLessThanOrEqual(150);
  });

  it.each(['24', '22'])('on Node %s: --version, --help naming every command, flag and variable, and a mistake is one line naming the nearest flag, exit 2', (major) => {
    const node = nodes[major]!;
    expect(inkpost(node, pkg.bin, ['--version'])).toMatchObject({ status: 0, stdout: `${project.version}\n` });
    const help = inkpost(node, pkg.bin, ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('inkpost [serve] [flags]');
    expect(help.stdout).toContain('inkpost keys [--data-dir <dir>]');
    for (const flag of [...SERVE_FLAG_LIST, ...COMMAND_FLAGS, ...GENERAL_FLAGS]) {
      const lines = help.stdout.split('\n').filter((line) => line.startsWith(`  --${flag.name} `) || line === `  --${flag.name}`);
      expect(lines, `--${flag.name}`).toHaveLength(1);
      if (flag.env) expect(lines[0]).toContain(`[env ${flag.env}]`);
    }
    expect(inkpost(node, pkg.bin, ['--prot', '4785'])).toEqual({ status: 2, stdout: '', stderr: 'inkpost: unknown flag --prot for inkpost serve (the nearest is --port; inkpost --help lists them all)\n' });
    expect(inkpost(node, pkg.bin, ['serve', '--port', 'eighty'])).toEqual({ status: 2, stdout: '', stderr: "inkpost: --port must be 0-65535, got 'eighty'\n" });
    expect(inkpost(node, pkg.bin, ['key', '--data-dir', '/tmp'])).toMatchObject({ status: 2, stderr: "inkpost: unknown command 'key' (the nearest is 'keys'; inkpost --help lists them all)\n" });
  });

  it.each(['20', 'below minimum'])('on Node %s says in one line which Node it needs and which it found, exit 1', (name) => {
    const node = nodes[name]!;
    const found = versionOf(node);
    expect(semver.lt(found, minimum)).toBe(true);
    expect(inkpost(node, pkg.bin, ['serve', '--port', '0'])).toEqual({ status: 1, stdout: '', stderr: `inkpost needs Node.js ${minimum} or newer; this is Node.js ${found} (${node}).\n` });
  });

  it('on exactly the oldest Node it declares, serves /healthz, a handwritten PNG, a recipient of HTML with its PDF, and the UI; SIGTERM ends it with 0', { timeout: 60_000 }, async () => {
    expect(versionOf(nodes['minimum']!)).toBe(minimum);
    const dataDir = tempDir();
    const server = await serveInkpost(nodes['minimum']!, pkg.bin, ['serve', '--port', '0', '--data-dir', dataDir, '--chromium', chromiumPath]);
    try {
      await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 }).toBe(200);
      const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { customerKey: string };
      await expectPngAndUi(server.url, server.link, keys.customerKey, `Installed, on Node ${minimum}`);
      const recipient = { first_name: 'Ada', last_name: 'Lovelace', address: { address1: '12 Byron Road', city: 'London', postal_code: 'W1 2AB', country: 'GB' } };
      const created = await fetch(`${server.url}/api/recipients/html`, { method: 'POST', headers: { 'X-API-Key': keys.customerKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ product_key: 'a6_postcard', data: recipient, html: { front: { html: '<p>Hello from the oldest Node</p>' } } }) });
      expect(created.status).toBe(200);
      const { documents } = (await created.json()) as { documents: { format: string; signed_url: string }[] };
      const pdf = Buffer.from(await (await fetch(documents.find((d) => d.format === 'pdf')!.signed_url)).arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(server.output()).not.toMatch(/Warning/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('on Node 22, `inkpost --open --chromium <path>` alone serves the API and the UI, renders a PNG and HTML with that browser, opens the link; `inkpost keys` prints its keys; SIGTERM ends it with 0', { timeout: 60_000 }, async () => {
    const node = nodes['22']!;
    const dataDir = tempDir();
    let started: number[] = [];
    // a stand-in for the system browser (xdg-open), which records the link it was asked to open
    const bin = join(tempDir(), 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > ${join(bin, 'opened')}\n`);
    chmodSync(join(bin, 'xdg-open'), 0o755);
    const server = await serveInkpost(node, pkg.bin, ['--open', '--chromium', chromiumPath], { INKPOST_PORT: '0', INKPOST_DATA_DIR: dataDir, PATH: `${bin}:${process.env['PATH']}` });
    try {
      const printed = inkpost(node, pkg.bin, ['keys', '--data-dir', dataDir]);
      expect(printed.status).toBe(0);
      const keys = JSON.parse(printed.stdout) as { customerKey: string; adminToken: string };
      expect(keys).toEqual(JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')));
      const whoami = await fetch(`${server.url}/api/auth/whoami`, { headers: { 'X-API-Key': keys.customerKey } });
      expect(whoami.status).toBe(200);
      expect(await whoami.json()).toMatchObject({ kind: 'customer' });
      await expectPngAndUi(server.url, server.link, keys.customerKey, 'Installed, on Node 22');
      await expect.poll(() => existsSync(join(bin, 'opened')) && readFileSync(join(bin, 'opened'), 'utf8').trim()).toBe(server.link);
      const preview = await fetch(`${server.url}/_ui/html-preview`, { method: 'POST', headers: { 'X-API-Key': keys.customerKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ product_key: 'a6_postcard', html: { html: '<p>Hello from the package</p>' } }) });
      expect(preview.status).toBe(200);
      const settings = await fetch(`${server.url}/_sandbox/settings`, { headers: { Authorization: `Bearer ${keys.adminToken}` } });
      expect(((await settings.json()) as { htmlRenderer: string }).htmlRenderer).toContain('the browser --chromium or INKPOST_CHROMIUM names');
    } finally {
      // the server (a child of the command, which watches its output for the link) and the Chromium it launched
      started = descendants(server.child.pid!);
      expect(await server.stop()).toBe(0);
    }
    expect(started.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => started.filter(alive)).toEqual([]);
    expect(processesNaming(dataDir)).toEqual([]);
  });

  it('startInkpost() gives a free port, a temporary folder and keys, starts from an exported state, refuses a bad fixture in one line; stop() ends its server and removes the folder', { timeout: 60_000 }, async () => {
    const { startInkpost } = (await import(pathToFileURL(join(pkg.dir, 'dist/index.js')).href)) as { startInkpost: typeof StartInkpost };
    const first = await startInkpost();
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.url).not.toMatch(/:4785$/);
    const api = (server: typeof first, path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, headers: { 'X-API-Key': server.keys.customerKey, 'Content-Type': 'application/json', ...init.headers } });
    expect(await (await api(first, '/api/auth/whoami')).json()).toMatchObject({ kind: 'customer', teamId: first.keys.teamId });
    const [template] = (await (await api(first, '/api/templates')).json()) as { id: string; version: { product: { id: string } } }[];
    const campaign = { name: 'From a fixture', delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id };
    expect((await api(first, '/api/campaigns', { method: 'POST', body: JSON.stringify(campaign) })).status).toBe(200);
    const stateFile = join(tempDir(), 'state.sqlite');
    writeFileSync(stateFile, Buffer.from(await (await fetch(`${first.url}/_sandbox/state`, { headers: { Authorization: `Bearer ${first.keys.adminToken}` } })).arrayBuffer()));
    expect(processesNaming(first.dataDir)).toHaveLength(1);
    await first.stop();
    expect(existsSync(first.dataDir)).toBe(false);
    expect(processesNaming(first.dataDir)).toEqual([]);
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();

    const seeded = await startInkpost({ state: stateFile });
    try {
      // the demo team of the file, with keys of its own (an exported state's keys are revoked on import)
      expect(seeded.keys.teamId).toBe(first.keys.teamId);
      expect(seeded.keys.customerKey).not.toBe(first.keys.customerKey);
      const campaigns = (await (await api(seeded, '/api/campaigns')).json()) as { name: string }[];
      expect(campaigns.map((c) => c.name)).toContain('From a fixture');
    } finally {
      await seeded.stop();
    }
    await expect(startInkpost({ scenario: 'no-such-scenario' })).rejects.toThrow(/--scenario/);
  });

  it('the Playwright fixture and the vitest globalSetup of docs/testing-your-app.md pass against the package, as written there', { timeout: 120_000 }, async () => {
    const files = documentedFiles();
    expect([...files.keys()].sort()).toEqual(['e2e/inkpost.ts', 'e2e/templates.spec.ts', 'inkpost-setup.ts', 'playwright.config.ts', 'test/whoami.test.ts', 'vitest.config.ts']);
    // a user's project: inkpost from the tarball, and Playwright and vitest (this repository's: the
    // package needs neither, a project that tests with them has them)
    const example = join(pkg.project, 'docs-example');
    rmSync(example, { recursive: true, force: true });
    for (const [path, body] of files) {
      mkdirSync(dirname(join(example, path)), { recursive: true });
      writeFileSync(join(example, path), body);
    }
    for (const tool of ['vitest', 'playwright', 'playwright-core']) {
      if (!existsSync(join(pkg.project, 'node_modules', tool))) symlinkSync(join(root, 'node_modules', tool), join(pkg.project, 'node_modules', tool));
    }
    const run = promisify(execFile);
    const [playwright, vitest] = await Promise.all([
      run(process.execPath, [join(pkg.project, 'node_modules/playwright/cli.js'), 'test', '--reporter=line'], { cwd: example, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } }),
      run(process.execPath, [join(pkg.project, 'node_modules/vitest/vitest.mjs'), 'run'], { cwd: example, encoding: 'utf8', env: { ...process.env, VITEST: undefined, NODE_OPTIONS: undefined, NO_COLOR: '1', FORCE_COLOR: '0' } }),
    ]);
    expect(playwright.stdout).toContain('1 passed');
    expect(vitest.stdout).toMatch(/Tests\s+1 passed/);
    expect(processesNaming(join(pkg.dir, 'server/serve.js')), 'no server left running').toEqual([]);
  });

  it("docs/ci.md's workflow steps start the package as a background service on Node 22, wait for /healthz and hand its key on; its log shows the requests", { timeout: 90_000 }, async () => {
    const runs = workflowRuns(root);
    expect(runs[0]).toBe('npm ci');
    expect(runs[runs.length - 2]).toBe('npm test');
    const temp = tempDir();
    const env = { ...process.env, PATH: `${dirname(nodes['22']!)}:${process.env['PATH']}`, RUNNER_TEMP: temp, GITHUB_ENV: join(temp, 'github-env'), INKPOST_PORT: String(await freePort()) };
    const bash = (command: string) => promisify(execFile)('bash', ['-e', '-c', command], { cwd: pkg.project, env, encoding: 'utf8', timeout: 70_000 });
    try {
      // the project's own `npm ci` and `npm test` are the user's: what runs between them is Inkpost's
      for (const command of runs.slice(1, -2)) await bash(command);
      const handed = Object.fromEntries(readFileSync(env.GITHUB_ENV, 'utf8').trim().split('\n').map((line) => line.split(/=(.*)/s, 2)));
      const keys = JSON.parse(readFileSync(join(temp, 'inkpost/keys.json'), 'utf8')) as { customerKey: string };
      expect(handed).toEqual({ INKPOST_URL: `http://127.0.0.1:${env.INKPOST_PORT}`, INKPOST_KEY: keys.customerKey });
      const whoami = await fetch(`${handed['INKPOST_URL']}/api/auth/whoami`, { headers: { 'X-API-Key': handed['INKPOST_KEY']! } });
      expect(whoami.status).toBe(200);
      await expect.poll(async () => (await bash(runs.at(-1)!)).stdout).toMatch(/"method":"GET","path":"\/api\/auth\/whoami","status":200/);
      expect(readFileSync(join(temp, 'inkpost.log'), 'utf8')).not.toContain(keys.customerKey);
    } finally {
      // npx and the server it became; the first one's SIGTERM may already have ended the other
      for (const pid of processesNaming(join(temp, 'inkpost'))) {
        try {
          process.kill(Number(pid), 'SIGTERM');
        } catch {
          // ended meanwhile
        }
      }
      await expect.poll(() => processesNaming(join(temp, 'inkpost'))).toEqual([]);
    }
  });

  it("on Node 24, the Dockerfile's command serves on every interface under the name inkpost, renders, its HEALTHCHECK passes, `inkpost keys` finds the keys by INKPOST_DATA_DIR, and SIGTERM ends it with 0", { timeout: 60_000 }, async () => {
    const image = dockerImage(root);
    expect(image.cmd.slice(0, 2)).toEqual(['inkpost', 'serve']);
    expect(image.env).toMatchObject({ INKPOST_DATA_DIR: '/data', INKPOST_PORT: '4785', INKPOST_CHROMIUM: '/usr/bin/chromium' });
    const env = { ...image.env, INKPOST_DATA_DIR: tempDir(), INKPOST_PORT: String(await freePort()), INKPOST_CHROMIUM: chromiumPath };
    const server = await serveInkpost(process.execPath, pkg.bin, image.cmd.slice(1), env);
    try {
      expect(server.output()).toContain('bound to every interface');
      const [command, ...args] = image.healthcheck;
      expect(command).toBe('node');
      const check = () => promisify(execFile)(process.execPath, args, { env: { ...process.env, ...env } }).then(() => 0, (error: { code: number }) => error.code);
      await expect.poll(check, { timeout: 30_000 }).toBe(0);
      // `docker exec inkpost inkpost keys`: the image's environment names the data folder
      const printed = inkpost(process.execPath, pkg.bin, ['keys'], env);
      expect(printed.status).toBe(0);
      const keys = JSON.parse(printed.stdout) as { customerKey: string };
      expect(keys).toEqual(JSON.parse(readFileSync(join(env.INKPOST_DATA_DIR, 'keys.json'), 'utf8')));
      await expectPngAndUi(server.url, server.link, keys.customerKey, 'Installed, on Node 24');
      const asHost = (host: string) => rawRequest(Number(env.INKPOST_PORT), '/api/auth/whoami', { headers: { 'X-API-Key': keys.customerKey, Host: `${host}:${env.INKPOST_PORT}` } });
      expect((await asHost('inkpost')).status).toBe(200);
      expect((await asHost('attacker.example')).status).toBe(403);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
