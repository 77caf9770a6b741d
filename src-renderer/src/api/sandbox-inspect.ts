// The UI's calls of the sandbox-inspect routes (src-shared/contract/sandbox-inspect.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useSandboxGetTeamProductKeys = queryHook('sandboxGetTeamProductKeys');
export const useSandboxSimulateScan = mutationHook('sandboxSimulateScan', { admin: true });
export const useSandboxTeamCampaigns = queryHook('sandboxTeamCampaigns');
export const useSandboxTeamQrCodes = queryHook('sandboxTeamQrCodes');
export const useSandboxTeamWebhookCreate = mutationHook('sandboxTeamWebhookCreate', { admin: true });
export const useSandboxTeamWebhooks = queryHook('sandboxTeamWebhooks');
export const useSandboxTeams = queryHook('sandboxTeams');
