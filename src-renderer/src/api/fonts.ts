// The UI's calls of the fonts routes (src-shared/contract/fonts.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { mutationHook, queryHook } from './queries.ts';
import { binaryCall } from './route-call.ts';

export const useFontsDelete = mutationHook('fontsDelete', { alsoStale: ['fontsList'] });
export const useFontsList = queryHook('fontsList');
export const useFontsUpload = mutationHook('fontsUpload', { alsoStale: ['fontsList'] });

// Direct calls, for code outside React's render (a face's file, loaded into the document's fonts).
export const fontsFile = binaryCall('fontsFile');
