// The UI's calls of the sandbox-state routes (src-shared/contract/sandbox-state.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook } from './queries.ts';
import { binaryCall, routeUrl } from './route-call.ts';

export const useSandboxReset = mutationHook('sandboxReset', { admin: true });
export const useSandboxTeamReset = mutationHook('sandboxTeamReset', { admin: true });
export const useScenarioApply = mutationHook('scenarioApply', { admin: true });
export const useScenariosList = queryHook('scenariosList');

// Direct calls: the state file, exported as bytes and imported with its upload's progress.
export const stateExport = binaryCall('stateExport');
export const stateImportUrl = routeUrl('stateImport');
