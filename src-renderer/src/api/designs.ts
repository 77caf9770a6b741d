// The UI's calls of the designs routes (src-shared/contract/designs.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook, throwingCall } from './queries.ts';
import { binaryCall, routeCall } from './route-call.ts';

export const useDesignsCreate = mutationHook('designsCreate');
export const useDesignsDelete = mutationHook('designsDelete');
export const useDesignsDuplicate = mutationHook('designsDuplicate');
export const useDesignsGet = queryHook('designsGet');
export const useDesignsImport = mutationHook('designsImport');
export const useDesignsList = queryHook('designsList');
export const useDesignsProof = mutationHook('designsProof');
export const useDesignsPublish = mutationHook('designsPublish', { alsoStale: ['designsGet'] });
export const useDesignsUpdate = mutationHook('designsUpdate');

// Direct calls: the studio's autosave, a design made from a hand, its export and thumbnail files.
export const designsCreate = routeCall('designsCreate');
export const designsExport = throwingCall('designsExport');
export const designsThumbnail = binaryCall('designsThumbnail');
export const designsUpdate = routeCall('designsUpdate');
