// What the npm package declares, computed from what it carries: the packages its built code
// imports (and the font and data packages the server reads by path), at the versions installed
// here, and the oldest Node that every one of them, every package they bring, and our own code runs on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import type { RolldownOutput } from 'rolldown';
import semver from 'semver';

interface Manifest {
  name: string;
  version: string;
  description?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/**
 * The oldest Node the package runs on whatever its dependencies' `engines` say, found by running the
 * installed package on Node 22.x releases from npm (bisected; package.test.ts runs it on exactly this
 * one). 22.14.0 is the first Node 22 with Node-API 10 (`process.versions.napi`): better-sqlite3's
 * prebuilt binary is a Node-API 10 module (its node_api_module_get_api_version_v1 answers 10) and
 * crashes Node 22.0-22.13 (and 23.0-23.5) as it loads, exit 139, though its engines say `>=22`.
 * Below that, our own code needs zlib.crc32 (22.2.0, PNG chunks). Raise this with any newer API the
 * package's code comes to need, and with the `engines` of a package bundled into server/ (scripts/pack.ts:
 * bundled, it is no dependency, so minimumNode never reads it): undici 8 declares `>=22.19.0`, hence
 * 22.19.0 today.
 */
export const OWN_NODE_FLOOR = { version: '22.19.0', by: 'undici 8, bundled into the server, which declares it; Node-API 10 of the prebuilt better-sqlite3 needs 22.14.0 (scripts/pack-manifest.ts: OWN_NODE_FLOOR)' };

/** Packages the server reads files of by path (require.resolve of a font, a licence, Swagger UI's assets), which no import names. */
const READ_BY_PATH = /^(@expo-google-fonts\/|@fontsource(-variable)?\/|hersheytext$|swagger-ui-dist$)/;

/** The package each bare import of the built JavaScript names ('@a/b/c.json' is '@a/b'). */
export function importedPackages(dirs: readonly string[]): Set<string> {
  const names = new Set<string>();
  const builtins = new Set(builtinModules);
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      // the bundler's statements, one a line (`import … from "x";`), and its dynamic `import("x")`
      for (const [, staticSpec, dynamicSpec] of readFileSync(join(dir, file), 'utf8').matchAll(/^(?:import|export) (?:[^;]*? from )?"([^"]+)";$|\bimport\("([^"]+)"\)/gm)) {
        const spec = staticSpec ?? dynamicSpec;
        if (!spec || spec.startsWith('.') || spec.startsWith('node:') || builtins.has(spec)) continue;
        names.add(spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/'));
      }
    }
  }
  return names;
}

/** Where Node would find a package from a folder: its node_modules, then each parent's. */
function resolvePackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The highest minimum Node of the packages and everything they depend on, as installed here. */
export function minimumNode(root: string, names: readonly string[]): { version: string; by: string } {
  let best = { version: '0.0.0', by: '' };
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const manifest = readManifest(dir);
    const range = manifest.engines?.node;
    const min = range && semver.validRange(range) ? semver.minVersion(range)?.version : undefined;
    if (min && semver.gt(min, best.version)) best = { version: min, by: `${manifest.name}@${manifest.version} (engines.node ${range})` };
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const found = resolvePackage(dependency, dir);
      if (found) visit(found); // an optional dependency of another platform is not installed here
    }
  };
  for (const name of names) visit(resolvePackage(name, root)!);
  return best;
}

/** The Node the package declares: the higher of its dependencies' minimum and its own floor. */
export function requiredNode(root: string, names: readonly string[]): { version: string; by: string } {
  const dependencies = minimumNode(root, names);
  return semver.gt(OWN_NODE_FLOOR.version, dependencies.version) ? OWN_NODE_FLOOR : dependencies;
}

/** The package.json of the npm package. */
export function packageManifest(root: string, builtDirs: readonly string[]): { manifest: object; minimum: { version: string; by: string } } {
  const project = readManifest(root);
  const declared = { ...project.dependencies, ...project.optionalDependencies };
  const imported = importedPackages(builtDirs);
  const undeclared = [...imported].filter((name) => !(name in declared));
  if (undeclared.length > 0) throw new Error(`The built code imports packages package.json does not declare: ${undeclared.join(', ')}`);
  const installed = (name: string) => readManifest(resolvePackage(name, root)!).version;
  const optional = Object.keys(project.optionalDependencies ?? {});
  const needed = Object.keys(declared).filter((name) => imported.has(name) || READ_BY_PATH.test(name));
  const optionalNeeded = needed.filter((name) => optional.includes(name));
  const pinned = (names: string[]) => Object.fromEntries(names.sort().map((name) => [name, installed(name)]));
  const minimum = requiredNode(root, needed);
  const manifest = {
    name: project.name,
    version: project.version,
    description: project.description,
    type: 'module',
    bin: { inkpost: 'bin/inkpost.cjs' },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './package.json': './package.json' },
    engines: { node: `>=${minimum.version}` },
    // inside the tarball (scripts/pack.ts: vendorSwaggerUi), never fetched
    bundleDependencies: ['swagger-ui-dist'],
    dependencies: pinned(needed.filter((name) => !optional.includes(name))),
    // The bundled Chromium is an optional peer: installed only when named (`npm i -D inkpost
    // @sparticuz/chromium`). As an optional dependency it could only be skipped by `--omit=optional`,
    // which also drops the canvas's and the vectoriser's platform binaries (optional dependencies of
    // @napi-rs/canvas and @neplex/vectorizer), and the server could not render at all.
    peerDependencies: Object.fromEntries(optionalNeeded.map((name) => [name, `^${installed(name)}`])),
    peerDependenciesMeta: Object.fromEntries(optionalNeeded.map((name) => [name, { optional: true }])),
  };
  return { manifest, minimum };
}

/** The licence of every package bundled into the server (their notices must travel with the copy). */
export function thirdPartyNotices(build: RolldownOutput): string {
  const dirs = new Set<string>();
  for (const chunk of build.output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of Object.keys(chunk.modules)) {
      const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id);
      if (match) dirs.add(match[1]!);
    }
  }
  const notices = [...dirs].sort().map((dir) => {
    const { name, version } = readManifest(dir);
    const licence = readdirSync(dir).find((file) => /^(licen[sc]e|copying)/i.test(file));
    return `${name}@${version}\n\n${licence ? readFileSync(join(dir, licence), 'utf8').trim() : `(no licence file; see https://www.npmjs.com/package/${name})`}\n`;
  });
  return `Packages bundled into server/ (scripts/pack.ts):\n\n${notices.join('\n---\n\n')}`;
}
