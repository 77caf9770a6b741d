// `npm run pack` (after `npm run build`): the npm package, out/pack/inkpost-<version>.tgz.
//   bin/inkpost.cjs    the command (src-main/package/bin.cjs: checks the Node version first)
//   dist/              the command and startInkpost() (src-main/package), bundled, with index.d.ts
//   server/            the headless server, built with its pure-JavaScript packages bundled (a
//                      fraction of their size installed); native, font and data packages and
//                      the bundled browser and HarfBuzz stay dependencies (STAYS_A_DEPENDENCY)
//   renderer/          the built UI (out/renderer), which the server serves
//   resources/fonts/   the fonts' licences (the hands and print fonts are the font packages)
//   package.json       computed by scripts/pack-manifest.ts: only what the server needs at run time
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import ts from 'typescript';
import { bundleServer } from './build-server.ts';
import { packageManifest, thirdPartyNotices } from './pack-manifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PACK_DIR = join(root, 'out/pack');
const stage = join(PACK_DIR, 'package');
const source = (path: string) => join(root, 'src-main/package', path);

/** Packages the server imports that stay installed packages: native addons, the bundled browser, HarfBuzz (its .wasm file beside its module). */
const STAYS_A_DEPENDENCY = /^(better-sqlite3|@napi-rs\/|@neplex\/|@sparticuz\/chromium|harfbuzzjs$)/;

/**
 * Swagger UI inside the package (bundleDependencies), as the three files /api/docs serves
 * (src-shared/contract/ui.ts) and its licence: 2 MB of the package's 12, and without its one
 * dependency, @scarf/scarf, whose install script reports each install to scarf.sh.
 */
const SWAGGER_UI_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'LICENSE', 'NOTICE'];

function vendorSwaggerUi(): void {
  const from = join(root, 'node_modules/swagger-ui-dist');
  const to = join(stage, 'node_modules/swagger-ui-dist');
  mkdirSync(to, { recursive: true });
  for (const file of SWAGGER_UI_FILES) cpSync(join(from, file), join(to, file));
  const { dependencies: _scarf, scripts: _scripts, ...manifest } = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(to, 'package.json'), `${JSON.stringify({ ...manifest, files: SWAGGER_UI_FILES }, null, 2)}\n`);
}

async function buildDist(): Promise<void> {
  await build({
    input: { cli: source('cli.ts'), index: source('index.ts') },
    platform: 'node',
    // JSON is bundled (the country names): early Node 22 releases warn on importing a JSON module.
    // zod is bundled too, as in server/: installed, zod 4 is 8.4 MB (its sources, zod 3, mini, locales).
    external: (id) => !id.startsWith('.') && !id.startsWith('#') && !isAbsolute(id) && !id.startsWith('\0') && !id.endsWith('.json') && !/^zod(\/|$)/.test(id),
    logLevel: 'warn',
    output: { dir: join(stage, 'dist'), format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  });
  // start-inkpost.ts exports exactly what index.ts does; its declarations are the package's types
  const declarations = ts.transpileDeclaration(readFileSync(source('start-inkpost.ts'), 'utf8'), { compilerOptions: { module: ts.ModuleKind.NodeNext } });
  if (declarations.diagnostics?.length) throw new Error(`index.d.ts: ${ts.flattenDiagnosticMessageText(declarations.diagnostics[0]!.messageText, '\n')}`);
  writeFileSync(join(stage, 'dist/index.d.ts'), declarations.outputText);
}

/** Builds the package from out/ (the UI must be built: npm run build); returns the tarball's path. */
export async function pack(): Promise<string> {
  if (!existsSync(join(root, 'out/renderer/index.html'))) throw new Error('The UI is not built: run `npm run build` first (npm run pack does).');
  rmSync(PACK_DIR, { recursive: true, force: true });
  mkdirSync(join(stage, 'bin'), { recursive: true });
  await buildDist();
  const server = await bundleServer(join(stage, 'server'), (id) => !STAYS_A_DEPENDENCY.test(id));
  writeFileSync(join(stage, 'THIRD-PARTY-NOTICES.txt'), thirdPartyNotices(server));
  cpSync(join(root, 'out/renderer'), join(stage, 'renderer'), { recursive: true });
  cpSync(join(root, 'resources/fonts'), join(stage, 'resources/fonts'), { recursive: true });
  cpSync(join(root, 'README.md'), join(stage, 'README.md'));
  vendorSwaggerUi();
  cpSync(source('bin.cjs'), join(stage, 'bin/inkpost.cjs'));
  chmodSync(join(stage, 'bin/inkpost.cjs'), 0o755);
  const { manifest, minimum } = packageManifest(root, [join(stage, 'server'), join(stage, 'dist')]);
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', PACK_DIR], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })) as { filename: string; entryCount: number; unpackedSize: number }[];
  const tarball = join(PACK_DIR, packed!.filename);
  console.log(`${tarball}: ${packed!.entryCount} files, ${(statSync(tarball).size / 1e6).toFixed(1)} MB packed, ${(packed!.unpackedSize / 1e6).toFixed(1)} MB unpacked; Node >= ${minimum.version} (the highest minimum: ${minimum.by})`);
  return tarball;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await pack();
