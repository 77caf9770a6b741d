// The UI's calls of the templates routes (src-shared/contract/templates.ts): one hook a route, the only place that names them.
import { queryHook } from './queries.ts';

export const useTemplatesList = queryHook('templatesList');
