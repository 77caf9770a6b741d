// The UI's calls of the studio-extras routes (src-shared/contract/studio-extras.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook } from './queries.ts';
import { binaryCall } from './route-call.ts';

export const useBrandKitGet = queryHook('brandKitGet');
export const useBrandKitPut = mutationHook('brandKitPut', { alsoStale: ['brandKitGet'] });
export const useDesignsFieldCoverage = queryHook('designsFieldCoverage');
export const useStartersCreate = mutationHook('startersCreate', { alsoStale: ['startersList'] });
export const useStartersDelete = mutationHook('startersDelete', { alsoStale: ['startersList'] });
export const useStartersList = queryHook('startersList');

// A direct call: a starter's thumbnail file, fetched as the gallery scrolls to it.
export const startersThumbnail = binaryCall('startersThumbnail');
