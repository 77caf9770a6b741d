// The test suite's own figures, for docs/performance.md:
//   npx node scripts/bench-suite.ts [--skip-full] [--runs 3]
// 1. the whole `npm test` (scripts/test.ts) once, on a warm machine (dependencies and test tools
//    installed): its wall time and the time of each stage as it prints them;
// 2. the end-to-end specs `--runs` times in a row while a bounded CPU hog (one busy thread per core,
//    at the same priority as everything else, stopped when the runs end) keeps both cores busy.
// Run it on an otherwise idle machine: `uptime` is printed before each part.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startCpuHog } from './cpu-hog.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;

function run(command: string): Promise<{ code: number; seconds: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ code: code ?? 1, seconds: (performance.now() - t0) / 1000 }));
  });
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');

const results: string[] = [];
if (!args.includes('--skip-full')) {
  console.log(`\n== npm test, warm (load average ${load()}) ==`);
  const full = await run('node scripts/test.ts');
  results.push(`npm test: ${full.seconds.toFixed(0)} s (${(full.seconds / 60).toFixed(1)} min), ${full.code === 0 ? 'passed' : `FAILED (exit ${full.code})`}`);
}

await run('npm run --silent build');
console.log(`\n== e2e specs ${runs} times under a CPU hog of ${availableParallelism()} busy threads (load average ${load()}) ==`);
const stopHog = startCpuHog();
let passed = 0;
const times: number[] = [];
try {
  for (let i = 1; i <= runs; i++) {
    const e2e = await run('npx playwright test');
    times.push(e2e.seconds);
    if (e2e.code === 0) passed++;
    console.log(`run ${i}: ${e2e.code === 0 ? 'passed' : 'FAILED'} in ${e2e.seconds.toFixed(0)} s (load average ${load()})`);
  }
} finally {
  await stopHog();
}
results.push(`e2e under a ${availableParallelism()}-thread CPU hog: ${passed} of ${runs} runs passed, ${times.map((t) => `${t.toFixed(0)} s`).join(', ')}`);

console.log('\n== Suite figures ==');
for (const line of results) console.log(line);
process.exit(passed === runs ? 0 : 1);
