// A lint rule of ours, in the manner of VS Code's code-layering: every folder is a layer, and
// each layer lists what it MAY import; anything not listed is refused. Packages are not its
// business (no-restricted-imports in eslint.config.js keeps Electron, React, Node and Hono where
// they belong). The table is docs/contributing.md's "What each layer may import".
import { relative, sep } from 'node:path';
import { root, targetOf } from './resolve-import.js';

// From the top down. A name is a layer; 'wiring/context.ts' is that one file of a layer.
// Only type imports reach wiring/context.ts from below: CoreContext is handed down, never built there.
const CORE_LAYERS = {
  start: ['wiring', 'http', 'sandbox', 'domain', 'webhooks', 'jobs', 'engine', 'events', 'db', 'policy', 'base'],
  wiring: ['http', 'sandbox', 'domain', 'webhooks', 'jobs', 'engine', 'events', 'db', 'policy', 'base'],
  http: ['wiring/context.ts', 'sandbox', 'domain', 'webhooks', 'jobs', 'engine', 'events', 'db', 'policy', 'base'],
  sandbox: ['wiring/context.ts', 'domain', 'webhooks', 'jobs', 'engine', 'events', 'db', 'policy', 'base'],
  domain: ['wiring/context.ts', 'webhooks', 'jobs', 'engine', 'events', 'db', 'policy', 'base'],
  webhooks: ['wiring/context.ts', 'events', 'db', 'policy', 'base'],
  jobs: ['db', 'policy', 'base'],
  engine: ['policy', 'base'],
  events: ['base'],
  policy: ['db', 'base'],
  db: ['base'],
  base: [],
};
const TYPE_ONLY = new Set(['wiring/context.ts']);
const core = (names) => names.map((n) => `core/${n}`);

/** layer -> what it may import (besides itself). */
export const LAYERS = {
  shared: [],
  app: ['shared'],
  preload: ['shared'],
  shell: ['preload', 'shared', ...core(['start', 'wiring', 'sandbox', 'engine', 'policy', 'base'])],
  package: ['shared', ...core(['start', 'base'])],
  ...Object.fromEntries(Object.entries(CORE_LAYERS).map(([layer, allowed]) => [`core/${layer}`, ['shared', ...core(allowed)]])),
  'core/test-support': ['shared', 'scripts', ...core(Object.keys(CORE_LAYERS))],
};

// Folders used only through their index.ts from outside.
const INDEX_ONLY = ['src-main/core/engine/html/'];

/** The layer of a repository-relative path, or undefined (scripts, e2e and configs are tools: not checked). */
export function layerOf(path) {
  if (path.startsWith('src-shared/')) return 'shared';
  if (path.startsWith('src-renderer/')) return 'app';
  if (path.startsWith('src-main/preload/')) return 'preload';
  if (path.startsWith('src-main/shell/')) return 'shell';
  if (path.startsWith('src-main/package/')) return 'package';
  if (path.startsWith('scripts/')) return 'scripts';
  const room = /^src-main\/core\/([^/]+)\//.exec(path);
  if (room) return `core/${room[1]}`;
  if (path.startsWith('src-main/core/')) return 'core/(loose)';
  return undefined;
}

const repoPath = (abs) => relative(root, abs).split(sep).join('/');
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.includes('/test-support/');

/** Why `from` may not import `to` (repository-relative paths), or undefined when it may. */
export function refusal(from, to, typeOnly) {
  for (const folder of INDEX_ONLY) {
    if (to.startsWith(folder) && !from.startsWith(folder) && to !== `${folder}index.ts`) return `Import ${folder} through its index.ts: what it offers the rest is exported there.`;
  }
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || a === 'scripts' || !b || a === b) return undefined;
  if (a === 'core/(loose)' || b === 'core/(loose)') return 'Nothing sits loose in src-main/core: put the file in the room of its purpose (docs/contributing.md).';
  // A test exercises the real parts: it may import any layer of the core it sits in, test-support and scripts.
  if (isTest(from) && (b === 'core/test-support' || b === 'scripts' || (a.startsWith('core/') && b.startsWith('core/')))) return undefined;
  const allowed = LAYERS[a] ?? [];
  if (allowed.includes(b)) return undefined;
  const inLayer = to.slice('src-main/'.length);
  const file = allowed.find((entry) => entry.includes('.') && inLayer === entry);
  if (file) return TYPE_ONLY.has(file.slice('core/'.length)) && !typeOnly ? `${a} may import only types from ${file}.` : undefined;
  return `${a} may not import ${b}: it may import ${allowed.length ? allowed.join(', ') : 'nothing outside itself'} (scripts/lint/layers.js, docs/contributing.md).`;
}

const onlyTypes = (node) => node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const layers = {
  meta: { type: 'problem', messages: { refused: '{{why}}' }, schema: [] },
  create(context) {
    const from = repoPath(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(context.filename, specifier);
      if (!target) return;
      const why = refusal(from, repoPath(target), onlyTypes(node));
      if (why) context.report({ node: node.source, messageId: 'refused', data: { why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
