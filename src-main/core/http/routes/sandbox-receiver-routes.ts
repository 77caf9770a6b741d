import { nowIso } from '#core/clock.ts';
import type { CoreContext } from '#core/context.ts';
import { clearReceiver, insertReceivedMessage, listReceivedMessages, listReceivers } from '#core/db/receiver-repo.ts';
import { maskHeaders } from '#core/sandbox/request-log/mask.ts';
import { checkSignature, signedMaterial } from '#core/sandbox/signature-check.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

const KEEP_PER_RECEIVER = 500;
const MAX_KEPT_BYTES = 256 * 1024;

/** The built-in webhook receiver, its inboxes, and the signature helper. */
export function registerSandboxReceiverRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'receiverPost', async ({ params, c }) => {
    const raw = await c.req.text();
    const bytes = Buffer.byteLength(raw);
    const truncated = bytes > MAX_KEPT_BYTES;
    const id = insertReceivedMessage(
      core.db,
      {
        receiver: params.name,
        received_at: nowIso(core.clock),
        method: c.req.method,
        headers: JSON.stringify(maskHeaders(c.req.raw.headers).headers),
        body: truncated ? Buffer.from(raw).subarray(0, MAX_KEPT_BYTES).toString('utf8') : raw,
        body_bytes: bytes,
        truncated: truncated ? 1 : 0,
      },
      KEEP_PER_RECEIVER,
    );
    core.events.publish('webhook.delivery', null, String(id));
    return { status: 200, body: { received: true as const, id } };
  });

  implement(app, core, 'receiversList', () => ({ status: 200, body: listReceivers(core.db) }));

  implement(app, core, 'receiverMessages', ({ params }) => ({
    status: 200,
    body: listReceivedMessages(core.db, params.name).map((row) => ({
      id: row.id,
      receiver: row.receiver,
      receivedAt: row.received_at,
      method: row.method,
      headers: JSON.parse(row.headers) as Record<string, string>,
      body: row.body,
      bytes: row.body_bytes,
      truncated: row.truncated === 1,
    })),
  }));

  implement(app, core, 'receiverClear', ({ params }) => {
    clearReceiver(core.db, params.name);
    return { status: 204 };
  });

  implement(app, core, 'sandboxWebhookVerify', ({ body }) => {
    const { secret, ...source } = body;
    const nowSeconds = Math.floor(core.sandboxClock.realNowMs() / 1000);
    return { status: 200, body: checkSignature(secret, signedMaterial(core.db, { secret, ...source }), nowSeconds) };
  });
}
