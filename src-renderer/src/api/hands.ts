// The UI's calls of the hands routes (src-shared/contract/hands.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook } from './queries.ts';
import { binaryCall, routeCall } from './route-call.ts';

export const useHandsAddSheets = mutationHook('handsAddSheets');
export const useHandsDelete = mutationHook('handsDelete');
export const useHandsGet = queryHook('handsGet');
export const useHandsList = queryHook('handsList');
export const useHandsTemplateJson = queryHook('handsTemplateJson');
export const useHandsUpdate = mutationHook('handsUpdate');

// Direct calls: files the user downloads, and the form that starts a hand.
export const handsCreate = routeCall('handsCreate');
export const handsFont = binaryCall('handsFont');
export const handsTemplatePdf = binaryCall('handsTemplatePdf');
