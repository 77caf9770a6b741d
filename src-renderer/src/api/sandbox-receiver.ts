// The UI's calls of the sandbox-receiver routes (src-shared/contract/sandbox-receiver.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useReceiverClear = mutationHook('receiverClear', { admin: true });
export const useReceiverMessages = queryHook('receiverMessages');
export const useSandboxWebhookVerify = mutationHook('sandboxWebhookVerify', { admin: true });
