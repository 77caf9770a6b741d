// The UI's calls of the request-log routes (src-shared/contract/request-log.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook, throwingCall } from './queries.ts';

export const useRequestLogClear = mutationHook('requestLogClear', { admin: true });
export const useRequestLogEntry = queryHook('requestLogEntry');
export const useRequestLogGetSettings = queryHook('requestLogGetSettings');
export const useRequestLogPatchSettings = mutationHook('requestLogPatchSettings', { admin: true });
export const useRequestLogReplay = mutationHook('requestLogReplay', { admin: true });

// A direct call: the log's pages, newer and older, as the console follows it.
export const requestLogList = throwingCall('requestLogList');
