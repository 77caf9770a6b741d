// The UI's calls of the hands routes (src-shared/contract/hands.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useHandsAddSheets = mutationHook('handsAddSheets');
export const useHandsDelete = mutationHook('handsDelete');
export const useHandsGet = queryHook('handsGet');
export const useHandsList = queryHook('handsList');
export const useHandsTemplateJson = queryHook('handsTemplateJson');
export const useHandsUpdate = mutationHook('handsUpdate');
