// The UI's calls of the sandbox-clock routes (src-shared/contract/sandbox-clock.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useSandboxAdvanceClock = mutationHook('sandboxAdvanceClock', { admin: true });
export const useSandboxGetClock = queryHook('sandboxGetClock');
export const useSandboxResetClock = mutationHook('sandboxResetClock', { admin: true });

