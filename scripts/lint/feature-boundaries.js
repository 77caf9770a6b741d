// A lint rule of ours: a renderer feature (src-renderer/src/features/<name>) imports from ui/, api/,
// stores/ and its own folder, never from another feature; what two features share belongs in ui/.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const featuresDir = resolve(root, 'src-renderer/src/features');

/** The feature a file or import target sits in, or undefined outside features/. */
function featureOf(path) {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..') || rel === '') return undefined;
  return rel.split(sep)[0];
}

function targetOf(file, specifier) {
  if (specifier.startsWith('#renderer/')) return resolve(root, 'src-renderer/src', specifier.slice('#renderer/'.length));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

export const featureBoundaries = {
  meta: { type: 'problem', messages: { crossing: "The feature '{{from}}' imports from the feature '{{to}}': move what both use to src-renderer/src/ui/." }, schema: [] },
  create(context) {
    const from = featureOf(resolve(context.filename));
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(resolve(context.filename), specifier);
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossing', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
