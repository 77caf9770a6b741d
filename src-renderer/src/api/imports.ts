// The UI's calls of the imports routes (src-shared/contract/imports.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useImportsList = queryHook('importsList');
export const useImportsUpdate = mutationHook('importsUpdate');
