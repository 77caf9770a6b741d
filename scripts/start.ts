// `npm start`: build, then launch the Electron app; where Electron cannot run
// (no binary, no display), say so in one line and become the headless server with
// the UI instead (execve: the launcher leaves nothing beside it). Extra arguments
// (--port, --data-dir) go to the headless server. Builds run in child processes.
import { spawn, spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.ts';
import { ensureServerBuilt } from './server-build-stamp.ts';
import { becomeBuiltServer } from './spawn-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const passThrough = process.argv.slice(2);

function build(): void {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../node_modules/electron-vite/bin/electron-vite.js', import.meta.url)), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Becomes the headless server (execve): nothing of this launcher stays beside it. */
function runHeadless(reason: string): void {
  // Written at once: execve ends this process with whatever its stdout still buffers (macOS pipes are asynchronous).
  writeSync(1, `Electron cannot be launched here (${reason}); running the headless server with the UI instead.\n`);
  // The server then says to open its one-time link in a browser (serve.ts).
  process.env['INKPOST_BROWSER_HINT'] = '1';
  becomeBuiltServer(passThrough);
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
ensureServerBuilt(); // the headless fallback runs it (built in a child process, when a source changed)
const electron = findElectronBinary();
if (electron.ok) runElectron(electron.path);
else runHeadless(`the Electron binary is missing: ${electron.reason}`);
