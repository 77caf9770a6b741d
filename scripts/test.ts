// `npm test`: every check, in the order that answers soonest, then the time each stage took and
// the ten slowest test files (unit and end-to-end). Lint and the type checks run side by side (one
// core each); the build comes before the unit tests, which start the built server, and the e2e specs.
//   node scripts/test.ts            everything
//   node scripts/test.ts unit e2e   only the named stages (tools, lint, typecheck, build, unit, e2e)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slowestFiles, type TimedFile } from './test-report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'inkpost-test-'));
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');

interface Stage {
  name: string;
  /** Commands run side by side; the stage fails when any fails. */
  commands: { label: string; command: string; env?: Record<string, string> }[];
}

const STAGES: Stage[] = [
  { name: 'tools', commands: [{ label: 'test tools', command: 'bash scripts/ensure-test-tools.sh' }] },
  {
    name: 'lint',
    commands: [
      { label: 'lint', command: 'npm run --silent lint' },
      { label: 'typecheck', command: 'npm run --silent typecheck' },
    ],
  },
  { name: 'build', commands: [{ label: 'build', command: 'npm run --silent build' }] },
  { name: 'unit', commands: [{ label: 'unit', command: `npx vitest run --reporter=default --reporter=./scripts/unfinished-tests-reporter.ts --reporter=json --outputFile.json=${unitReport}` }] },
  { name: 'e2e', commands: [{ label: 'e2e', command: 'npx playwright test --reporter=list,json', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }] },
];

function run(label: string, command: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`\n${label} failed (${signal ?? `exit code ${code}`})`);
      resolve(code ?? 1);
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) throw new Error(`Unknown stages ${unknown.join(', ')}: ${STAGES.map((stage) => stage.name).join(', ')}`);
if (wanted.includes('typecheck') && !wanted.includes('lint')) wanted.push('lint');

const started = performance.now();
const took: [string, number][] = [];
let failed = false;
for (const stage of STAGES) {
  if (wanted.length > 0 && !wanted.includes(stage.name)) continue;
  const t0 = performance.now();
  const codes = await Promise.all(stage.commands.map((c) => run(c.label, c.command, c.env)));
  took.push([stage.commands.map((c) => c.label).join(' + '), (performance.now() - t0) / 1000]);
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
for (const [name, seconds] of took) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
if (files.length > 0) {
  console.log('\nThe ten slowest test files:');
  for (const file of files.slice(0, 10)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.kind.padEnd(4)} ${file.path}`);
}
rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
