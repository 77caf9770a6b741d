// The UI's calls of the sandbox-settings routes (src-shared/contract/sandbox-settings.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { queryHook } from './queries.ts';
import { routeCall } from './route-call.ts';

export const useSandboxGetSettings = queryHook('sandboxGetSettings');

// Direct calls: the Settings page reads and saves with the admin token.
export const sandboxGetSettings = routeCall('sandboxGetSettings');
export const sandboxPatchSettings = routeCall('sandboxPatchSettings');
