// The UI's calls of the sandbox-state routes (src-shared/contract/sandbox-state.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useSandboxReset = mutationHook('sandboxReset', { admin: true });
export const useSandboxTeamReset = mutationHook('sandboxTeamReset', { admin: true });
export const useScenarioApply = mutationHook('scenarioApply', { admin: true });
export const useScenariosList = queryHook('scenariosList');
