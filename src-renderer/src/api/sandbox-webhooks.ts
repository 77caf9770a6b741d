// The UI's calls of the sandbox-webhooks routes (src-shared/contract/sandbox-webhooks.ts): one hook a route, the only place that names them.
import { mutationHook, queryHook } from './queries.ts';

export const useSandboxWebhookDeliveries = queryHook('sandboxWebhookDeliveries');
export const useSandboxWebhookDelivery = queryHook('sandboxWebhookDelivery');
export const useSandboxWebhookEmit = mutationHook('sandboxWebhookEmit', { admin: true });
export const useSandboxWebhookReplay = mutationHook('sandboxWebhookReplay', { admin: true });
