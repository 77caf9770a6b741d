// The UI's calls of the designs routes (src-shared/contract/designs.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useDesignsCreate = mutationHook('designsCreate');
export const useDesignsDelete = mutationHook('designsDelete');
export const useDesignsDuplicate = mutationHook('designsDuplicate');
export const useDesignsGet = queryHook('designsGet');
export const useDesignsImport = mutationHook('designsImport');
export const useDesignsList = queryHook('designsList');
export const useDesignsProof = mutationHook('designsProof');
export const useDesignsPublish = mutationHook('designsPublish', { alsoStale: ['designsGet'] });
export const useDesignsUpdate = mutationHook('designsUpdate');
