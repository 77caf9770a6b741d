// The UI's calls of the fonts routes (src-shared/contract/fonts.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useFontsDelete = mutationHook('fontsDelete', { alsoStale: ['fontsList'] });
export const useFontsList = queryHook('fontsList');
export const useFontsUpload = mutationHook('fontsUpload', { alsoStale: ['fontsList'] });
