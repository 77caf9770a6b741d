// `npm start`: build, then launch the Electron app; where Electron cannot run
// (no binary, no display), say so in one line and run the headless server with
// the UI instead. Extra arguments (--port, --data-dir) go to the headless server.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.ts';
import { buildServer } from './build-server.ts';
import { spawnBuiltServer } from './spawn-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const passThrough = process.argv.slice(2);

function build(): void {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../node_modules/electron-vite/bin/electron-vite.js', import.meta.url)), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function runHeadless(reason: string): void {
  console.log(`Electron cannot be launched here (${reason}); running the headless server with the UI instead.`);
  const child = spawnBuiltServer(passThrough, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    // The server's second line is the UI's one-time link (it signs this browser in).
    const match = /Inkpost UI \(one-time link\): (http:\/\/\S+)/.exec(text);
    if (match) console.log(`Open ${match[1]} in your browser to use Inkpost.`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function runElectron(binary: string): void {
  const args = ['.'];
  if (process.getuid?.() === 0) args.push('--no-sandbox'); // Chromium refuses to run as root with its sandbox
  const startedAt = Date.now();
  let errors = '';
  const child = spawn(binary, args, { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  child.on('exit', (code) => {
    // A quick failure means Electron could not start (no display, missing libraries).
    if (code !== 0 && Date.now() - startedAt < 15_000) {
      runHeadless(`Electron exited with ${code}: ${errors.trim().split('\n').pop() ?? ''}`);
      return;
    }
    process.exit(code ?? 0);
  });
}

build();
await buildServer(); // the headless fallback runs it
const electron = findElectronBinary();
if (electron.ok) runElectron(electron.path);
else runHeadless(`the Electron binary is missing: ${electron.reason}`);
