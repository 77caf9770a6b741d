// `npm test`: every check, then the time each command took and the ten slowest test files (unit
// and end-to-end). The build, the unit tests and the e2e specs run one after the other; lint and the
// type checks run beside them from the start at the lowest CPU priority (LOWEST), so they use only
// the time the tests leave idle (the tests wait on servers, renders and browsers for about a tenth of
// it) and hardly slow them. Before, they ran first, on their own, for 35-40 s. (Unit and e2e side by
// side at one priority took longer on two cores, 626 s against about 610 s, and a spec's server once
// answered 404 for the app's page under that load: docs/performance.md.)
//   node scripts/test.ts            everything
//   node scripts/test.ts unit e2e   only the named stages (tools, lint, typecheck, build, unit, e2e)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** First, alone: what the others need. */
const TOOLS: Command = { stage: 'tools', label: 'test tools', command: 'bash scripts/ensure-test-tools.sh' };
/** One after the other (the first to fail stops the rest). */
const FOREGROUND: Command[] = [
  { stage: 'build', label: 'build', command: 'npm run --silent build' },
  { stage: 'unit', label: 'unit', command: `npx vitest run --reporter=default --reporter=./scripts/unfinished-tests-reporter.ts --reporter=json --outputFile.json=${unitReport}` },
  { stage: 'e2e', label: 'e2e', command: 'npx playwright test --reporter=list,json', env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
];
/** Beside the foreground from its start, at the lowest priority; only read source files. */
const BACKGROUND: Command[] = [
  { stage: 'lint', label: 'lint', command: 'npm run --silent lint' },
  { stage: 'typecheck', label: 'typecheck', command: 'npm run --silent typecheck' },
];
const STAGES = [TOOLS, ...FOREGROUND, ...BACKGROUND].map((command) => command.stage);

/**
 * The lowest priority there is: Linux's idle scheduling class (util-linux's chrt, in every Debian), whose
 * processes give up a core the moment a test's process wakes; nice 19 elsewhere, which still takes its
 * share of a core at each wake-up (unit tests took 211 s beside it against 190 s alone).
 */
const LOWEST = existsSync('/usr/bin/chrt') ? 'chrt --idle 0' : process.platform === 'win32' ? '' : 'nice -n 19';

/** Runs one command; with `prefix`, each line it prints is prefixed with its label (two commands print at once); `lowest`: at LOWEST. */
function run({ label, command: wanted, env = {} }: Command, prefix: boolean, lowest = false): Promise<number> {
  const command = lowest && LOWEST ? `${LOWEST} ${wanted}` : wanted;
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
const selected = (commands: Command[]) => commands.filter((command) => wanted.length === 0 || wanted.includes(command.stage));
/** Each command's wall time, from its own start; `beside`: it ran in the background. */
const took: { label: string; seconds: number; beside: boolean }[] = [];
async function timed(command: Command, prefix: boolean, lowest: boolean): Promise<number> {
  const t0 = performance.now();
  const code = await run(command, prefix, lowest);
  took.push({ label: command.label, seconds: (performance.now() - t0) / 1000, beside: lowest });
  return code;
}

let failed = false;
if (selected([TOOLS]).length > 0) failed = (await timed(TOOLS, false, false)) !== 0;
const foreground = failed ? [] : selected(FOREGROUND);
const background = failed ? [] : selected(BACKGROUND);
// Alone (`node scripts/test.ts lint typecheck`), the checks run at the usual priority.
const backgroundDone = Promise.all(background.map((command) => timed(command, true, foreground.length > 0)));
for (const command of foreground) {
  if ((await timed(command, false, false)) !== 0) {
    failed = true;
    break;
  }
}
if ((await backgroundDone).some((code) => code !== 0)) failed = true;

function readReport(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const files: TimedFile[] = slowestFiles(readReport(unitReport), readReport(e2eReport), root);
console.log('\nStages:');
for (const { label, seconds, beside } of took) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}${beside ? ` (beside the tests${LOWEST ? `, ${LOWEST}` : ''})` : ''}`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
if (files.length > 0) {
  console.log('\nThe ten slowest test files:');
  for (const file of files.slice(0, 10)) console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.kind.padEnd(4)} ${file.path}`);
}
rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
