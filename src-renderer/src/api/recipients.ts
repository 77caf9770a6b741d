// The UI's calls of the recipients routes (src-shared/contract/recipients.ts): one hook a route and, for code outside a component, one direct call; the only place that names them.
import { queryHook } from './queries.ts';
import { binaryCall } from './route-call.ts';

export const useGetRecipient = queryHook('getRecipient');

// A direct call: a recipient's preview image, page by page.
export const recipientPreview = binaryCall('recipientPreview');
