// The UI's calls of the sandbox-settings routes (src-shared/contract/sandbox-settings.ts): one hook a route, the only place that names them.
import { queryHook } from './queries.ts';

export const useSandboxGetSettings = queryHook('sandboxGetSettings');
