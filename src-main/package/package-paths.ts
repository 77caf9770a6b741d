// Where the command finds its package's files: in the packed package (dist/ beside server/ and
// renderer/, scripts/pack.ts) or, run from this repository, the project root with out/server.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

function manifest(): { engines: { node: string } } {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { engines: { node: string } };
}

/** The line bin.cjs prints when this Node is older than the package's engines (">=22.0.0"), else undefined. */
export function unsupportedNode(found: string = process.versions.node): string | undefined {
  const minimum = manifest().engines.node.replace(/^>=\s*/, '');
  const [a, b] = [found, minimum].map((v) => [0, 1, 2].map((i) => Number(v.split('.')[i] ?? 0)));
  const differs = a!.findIndex((n, i) => n !== b![i]);
  if (differs === -1 || a![differs]! > b![differs]!) return undefined;
  return `inkpost needs Node.js ${minimum} or newer; this is Node.js ${found} (${process.execPath}).`;
}

/** The built server's entry: server/serve.js in the package, out/server/serve.js in the repository. */
export function serverEntry(): string {
  const root = packageRoot();
  const packed = join(root, 'server', 'serve.js');
  return existsSync(packed) ? packed : join(root, 'out', 'server', 'serve.js');
}
