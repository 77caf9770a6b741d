// The UI's calls of the sandbox routes (src-shared/contract/sandbox.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook } from './queries.ts';
import { routeCall } from './route-call.ts';

export const useSandboxAdvanceCampaign = mutationHook('sandboxAdvanceCampaign', { admin: true });
export const useSandboxGetTeam = queryHook('sandboxGetTeam');
export const useSandboxPatchCampaign = mutationHook('sandboxPatchCampaign', { admin: true });
export const useSandboxPatchTeam = mutationHook('sandboxPatchTeam', { admin: true });
export const useSandboxTeamProductKeys = mutationHook('sandboxTeamProductKeys', { admin: true });
export const useSandboxTeamUsage = queryHook('sandboxTeamUsage');

// Direct calls: the Settings page reads and saves with the admin token.
export const sandboxGetTeam = routeCall('sandboxGetTeam');
export const sandboxPatchTeam = routeCall('sandboxPatchTeam');
