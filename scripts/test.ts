// `npm test`: every check, then the time each command took and the ten slowest test files (unit
// and end-to-end). Lint and the type checks run side by side first (one core each: they compute,
// and they answer soonest); then the build; then the unit tests; then the e2e specs. Nothing runs
// beside the tests: unit and e2e side by side took longer on two cores (626 s against about 610 s,
// and a spec's server once answered 404 for the app's page), and lint beside the tests even in
// Linux's idle scheduling class slowed the unit tests from 201 s to 288 s on a fresh clone (the
// own-hand tests up to 7 times): docs/performance.md.
//   node scripts/test.ts            everything
//   node scripts/test.ts unit e2e   only the named stages (tools, lint, typecheck, build, unit, e2e)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { slowestFiles, type TimedFile } from './test-report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'inkpost-test-'));
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');

interface Command {
  /** The stage it is: what `node scripts/test.ts <stage>` names. */
  stage: string;
  label: string;
  command: string;
  env?: Record<string, string>;
}

/** Steps run one after the other; the commands of a step side by side (a step fails when any of its commands fails). */
const STEPS: Command[][] = [
  [{ stage: 'tools', label: 'test tools', command: 'bash scripts/ensure-test-tools.sh' }],
  [
    { stage: 'lint', label: 'lint', command: 'npm run --silent lint' },
    { stage: 'typecheck', label: 'typecheck', command: 'npm run --silent typecheck' },
  ],
  [{ stage: 'build', label: 'build', command: 'npm run --silent build' }],
  [{ stage: 'unit', label: 'unit', command: `npx vitest run --reporter=default --reporter=./scripts/unfinished-tests-reporter.ts --reporter=json --outputFile.json=${unitReport}` }],
  [{ stage: 'e2e', label: 'e2e', command: 'npx playwright test --reporter=list,json', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }],
];
const STAGES = STEPS.flat().map((command) => command.stage);

/** Runs one command; with `prefix`, each line it prints is prefixed with its label (two commands print at once). */
function run({ label, command, env = {} }: Command, prefix: boolean): Promise<number> {
  return new Promise((resolve) => {
    // Colours as on a terminal, though the lines come through a pipe.
    const colour = prefix && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, { cwd: root, shell: true, stdio: prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...colour, ...env } });
    if (prefix) {
      const tag = `${label.padEnd(4)} | `;
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
        if (from) createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${tag}${line}\n`));
      }
    }
    child.on('close', (code, signal) => {
      if (code !== 0) console.error(`\n${label} failed (${signal ?? `exit code ${code}`})`);
      resolve(code ?? 1);
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.includes(name));
if (unknown.length > 0) throw new Error(`Unknown stages ${unknown.join(', ')}: ${STAGES.join(', ')}`);

const started = performance.now();
/** Each step's wall time, and each of its commands' when it ran beside another. */
const took: { name: string; seconds: number; commands: [string, number][] }[] = [];
let failed = false;
for (const step of STEPS) {
  const commands = step.filter((command) => wanted.length === 0 || wanted.includes(command.stage));
  if (commands.length === 0) continue;
  const t0 = performance.now();
  const each: [string, number][] = [];
  const codes = await Promise.all(
    commands.map(async (command) => {
      const code = await run(command, commands.length > 1);
      each.push([command.label, (performance.now() - t0) / 1000]);
      return code;
    }),
  );
  took.push({ name: commands.map((c) => c.label).join(' + '), seconds: (performance.now() - t0) / 1000, commands: commands.length > 1 ? each : [] });
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}

function readReport(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const files: TimedFile[] = slowestFiles(readReport(unitReport), readReport(e2eReport), root);
console.log('\nStages:');
for (const { name, seconds, commands } of took) {
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  for (const [label, alone] of commands) console.log(`  ${''.padStart(7)}    ${alone.toFixed(1).padStart(7)} s  ${label}`);
}
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
if (files.length > 0) {
  console.log('\nThe ten slowest test files:');
  for (const file of files.slice(0, 10)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.kind.padEnd(4)} ${file.path}`);
}
rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
