// The UI's calls of the recipients routes (src-shared/contract/recipients.ts): one hook a route, the only place that names them.
import { queryHook } from './queries.ts';

export const useGetRecipient = queryHook('getRecipient');
