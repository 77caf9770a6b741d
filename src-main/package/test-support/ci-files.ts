// What docs/ci.md's workflow and the root Dockerfile run, read from the files themselves so that the
// suite runs exactly what they say.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The `run:` commands of docs/ci.md's workflow, in order (each a single line there). */
export function workflowRuns(root: string): string[] {
  const page = readFileSync(join(root, 'docs/ci.md'), 'utf8');
  const workflow = /```yaml\n# \.github\/workflows\/[\s\S]*?```/.exec(page)?.[0] ?? '';
  return [...workflow.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map(([, command]) => command!);
}

export interface DockerImage {
  env: Record<string, string>;
  /** The CMD, exec form. */
  cmd: string[];
  /** The HEALTHCHECK's CMD, exec form. */
  healthcheck: string[];
}

/** The ENV, CMD and HEALTHCHECK of the root Dockerfile. */
export function dockerImage(root: string): DockerImage {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, pairs] of text.matchAll(/^ENV (.+)$/gm)) for (const [, name, value] of pairs!.matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
  const execForm = (pattern: RegExp) => JSON.parse(pattern.exec(text)?.[1] ?? 'null') as string[];
  return { env, cmd: execForm(/^CMD (\[.*\])$/m), healthcheck: execForm(/^HEALTHCHECK .*? CMD (\[.*\])$/m) };
}

/** A port free at this moment (the machine is shared: never 4785). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
