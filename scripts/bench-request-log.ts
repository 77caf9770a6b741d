// What recording the request log costs, over real HTTP on loopback:
//   npx node scripts/bench-request-log.ts [--clients 50] [--seconds 8] [--rounds 3]
// Starts a server of its own (API only: --no-workers, so renders do not share the cores),
// creates a few campaigns, then runs --clients concurrent clients sending GET /api/campaigns
// back to back, in alternating phases with the request log on and off (the console's switch,
// PATCH /_sandbox/request-log/settings), --rounds of each, in the same run, after a warm-up of
// both and in alternating order. Prints the throughput and p99 of each phase, their medians,
// the server's CPU time a request by thread (Linux), and the share of throughput the log costs
// (target: at most 10 %).
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server.ts';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' } } });
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

const { url, dataDir, keys, process: server } = await startBenchServer({ workers: false });
try {
  const headers = { 'X-API-Key': keys.customerKey, 'Content-Type': 'application/json' };
  const [template] = (await (await fetch(`${url}/api/templates`, { headers })).json()) as { id: string; version: { product: { id: string } } }[];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${url}/api/campaigns`, { method: 'POST', headers, body: JSON.stringify({ name: `Load ${i}`, delivery_method: 'directMail', frequency: 'oneTime', product_id: template!.version.product.id, template_id: template!.id }) });
    if (!res.ok) throw new Error(`campaign: ${res.status} ${await res.text()}`);
  }

  const setLog = async (enabled: boolean) => {
    const res = await fetch(`${url}/_sandbox/request-log/settings`, { method: 'PATCH', headers: { Authorization: `Bearer ${keys.adminToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled }) });
    if (!res.ok) throw new Error(`request log switch: ${res.status} ${await res.text()}`);
  };

  // The server's CPU time (all its threads, /proc on Linux): what a request costs it whatever else runs.
  const serverCpuMs = () => {
    try {
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
    } catch {
      return NaN;
    }
  };

  // The same by thread name: MainThread (the API), WorkerThread (the log's writer), V8Worker (V8's
  // garbage-collection helpers), so a phase shows where the log's cost lands.
  const cpuMsByThread = () => {
    const byName = new Map<string, number>();
    for (const tid of readdirSync(`/proc/${server.pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${server.pid}/task/${tid}/stat`, 'utf8');
        const name = /\(([^)]*)\)/.exec(stat)?.[1] ?? '?';
        const fields = stat.split(') ')[1]!.split(' ');
        byName.set(name, (byName.get(name) ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
      } catch {
        // the thread ended meanwhile
      }
    }
    return byName;
  };

  const phase = async (): Promise<{ rps: number; p99: number; cpuMsPerRequest: number; threads: string }> => {
    const times: number[] = [];
    const threadsBefore = cpuMsByThread();
    const cpuBefore = serverCpuMs();
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) {
          const t = performance.now();
          const res = await fetch(`${url}/api/campaigns`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`GET /api/campaigns: ${res.status}`);
          times.push(performance.now() - t);
        }
      }),
    );
    const sorted = times.sort((a, b) => a - b);
    const cpuMsPerRequest = (serverCpuMs() - cpuBefore) / times.length;
    const threads = [...cpuMsByThread()]
      .map(([name, ms]) => [name, ((ms - (threadsBefore.get(name) ?? 0)) * 1000) / times.length] as const)
      .filter(([, us]) => us >= 1)
      .map(([name, us]) => `${name} ${us.toFixed(0)}`)
      .join(', ');
    return { rps: times.length / ((performance.now() - started) / 1000), p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN, cpuMsPerRequest, threads };
  };

  // Warm-up of both paths, not counted: the server keeps getting faster for a while (JIT), so
  // the rounds also alternate which setting goes first (on-off, off-on, ...): neither gains
  // from coming later.
  for (const enabled of [true, false]) {
    await setLog(enabled);
    await phase();
  }
  type Phase = Awaited<ReturnType<typeof phase>>;
  const on: Phase[] = [];
  const off: Phase[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const enabled of r % 2 === 0 ? [true, false] : [false, true]) {
      await setLog(enabled);
      (enabled ? on : off).push(await phase());
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const fmt = (p: Phase) => `${p.rps.toFixed(0)} req/s (p99 ${p.p99.toFixed(0)} ms, server CPU ${(p.cpuMsPerRequest * 1000).toFixed(0)} µs a request: ${p.threads})`;
  console.log(`GET /api/campaigns, ${clients} concurrent clients, ${rounds} x ${seconds} s per setting, alternating:`);
  console.log(`  request log on:\n    ${on.map(fmt).join('\n    ')}`);
  console.log(`  request log off:\n    ${off.map(fmt).join('\n    ')}`);
  const onRps = median(on.map((p) => p.rps));
  const offRps = median(off.map((p) => p.rps));
  console.log(`  median throughput: on ${onRps.toFixed(0)} req/s, off ${offRps.toFixed(0)} req/s; the log costs ${(((offRps - onRps) / offRps) * 100).toFixed(1)} % (target at most 10 %)`);
  const onCpu = median(on.map((p) => p.cpuMsPerRequest));
  const offCpu = median(off.map((p) => p.cpuMsPerRequest));
  console.log(`  server CPU a request (all threads): on ${(onCpu * 1000).toFixed(0)} µs, off ${(offCpu * 1000).toFixed(0)} µs: ${(((onCpu - offCpu) / offCpu) * 100).toFixed(1)} % more with the log`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
