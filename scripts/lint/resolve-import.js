// Where an import specifier of ours points: relative, or a name of package.json "imports"
// (#core/…, #shared/…, #renderer/…, #scripts/…). Packages and anything else: undefined.
import { dirname, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

const NAMES = { '#core/': 'src-main/core/', '#shared/': 'src-shared/', '#renderer/': 'src-renderer/src/', '#scripts/': 'scripts/' };

/** The absolute path a specifier names (query suffixes such as `?nodeWorker` dropped). */
export function targetOf(file, specifier) {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('./') || bare.startsWith('../')) return resolve(dirname(file), bare);
  for (const [name, folder] of Object.entries(NAMES)) if (bare.startsWith(name)) return resolve(root, folder, bare.slice(name.length));
  return undefined;
}
