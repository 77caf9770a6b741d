// The UI's calls of the sandbox-faults routes (src-shared/contract/sandbox-faults.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useFaultsClear = mutationHook('faultsClear', { admin: true });
export const useFaultsCreate = mutationHook('faultsCreate', { admin: true });
export const useFaultsDelete = mutationHook('faultsDelete', { admin: true });
export const useFaultsList = queryHook('faultsList');
