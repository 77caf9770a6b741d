// A lint rule of ours: no import cycles, type-only ones included (import-x/no-cycle skips
// `import type`, yet a cycle of types still ties the files' meanings together and turns into a
// runtime cycle with the first value import). It reads the imports of the repository's sources
// once per lint run, finds the strongly connected components (Tarjan), and reports each import
// that stays inside one. Dynamic import() counts too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { root, targetOf } from './resolve-import.js';

const FOLDERS = ['src-main', 'src-shared', 'src-renderer', 'scripts', 'e2e'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'generated-client', 'out']);
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

/** Text without comments, so that an import in a comment or a doc example is not one. */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

function graph() {
  const edges = new Map();
  for (const folder of FOLDERS) {
    if (!existsSync(join(root, folder))) continue;
    for (const file of sources(join(root, folder))) {
      const targets = new Set();
      for (const m of code(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
        const target = targetOf(file, m[1] ?? m[2] ?? m[3]);
        if (target) targets.add(target);
      }
      edges.set(file, targets);
    }
  }
  return edges;
}

/** file -> the id of its strongly connected component, for components of two files or more. */
export function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  let id = 0;
  // iterative Tarjan: the tree is deep enough to overflow a recursive one
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(edges.get(start) ?? [])], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, targets] = frame;
      if (frame[2] < targets.length) {
        const w = targets[frame[2]++];
        if (!edges.has(w)) continue;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...edges.get(w)], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const members = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          members.push(w);
        } while (w !== v);
        if (members.length > 1) {
          id++;
          for (const m of members) component.set(m, id);
        }
      }
    }
  }
  return component;
}

let cached;
const componentOf = () => (cached ??= cycles(graph()));
const shown = (path) => relative(root, path).split(sep).join('/');

export const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle (type-only imports count): {{file}} imports {{target}}, which leads back here. Move what both need into a file of its own.' }, schema: [] },
  create(context) {
    const component = componentOf();
    const mine = component.get(context.filename);
    if (!mine) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(context.filename, specifier);
      if (target && component.get(target) === mine) context.report({ node: node.source, messageId: 'cycle', data: { file: shown(context.filename), target: shown(target) } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
