// `inkpost serve`: becomes the server (execve, so a container's SIGTERM reaches it), or with
// --open runs it as a child to see its one-time link and open that in the system browser.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { becomeServer, serverCommand, spawnServer } from '#core/start/server-launch.ts';

/** The platform's "open this URL" command. */
function openInBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  const opener = spawn(command as string, args as string[], { stdio: 'ignore', detached: true });
  opener.on('error', (error) => console.error(`Could not open a browser (${command}: ${error.message}); open the link above yourself.`));
  opener.unref();
}

export function runServer(entry: string, options: { args: string[]; open: boolean; chromium: string | undefined }): void {
  const env = options.chromium === undefined ? process.env : { ...process.env, INKPOST_CHROMIUM: options.chromium };
  const launch = serverCommand(entry, options.args, [], env);
  if (!options.open) {
    becomeServer(launch);
    return;
  }
  const child = spawnServer(launch, { stdio: ['inherit', 'pipe', 'inherit'] });
  let opened = false;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    console.log(line);
    const link = /one-time link\): (\S+)/.exec(line)?.[1];
    if (link && !opened) {
      opened = true;
      openInBrowser(link);
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
