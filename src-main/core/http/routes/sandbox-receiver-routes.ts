import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { clearReceiver, insertReceivedMessage, listReceivedMessages, listReceivers, type ReceiverCaps, receiverTeam } from '#core/db/receiver-repo.ts';
import { maskHeaders } from '#core/sandbox/request-log/mask.ts';
import { checkSignature, signedMaterial } from '#core/sandbox/signature-check.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

const MAX_KEPT_BYTES = 256 * 1024;
/**
 * The inbox takes posts without a credential (webhook deliveries carry none), so
 * what it keeps is bounded: the newest 500 messages a receiver, 1,000 messages and
 * 8 MB a team (receivers no team subscribes share one such allowance, so a flood of
 * them cannot push a team's messages out), 5,000 messages and 32 MB in all.
 */
export const RECEIVER_CAPS: ReceiverCaps = { perReceiver: 500, perTeam: { messages: 1000, bytes: 8 * 1024 * 1024 }, total: { messages: 5000, bytes: 32 * 1024 * 1024 } };

/** The built-in webhook receiver, its inboxes, and the signature helper. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'receiverPost', async ({ params, c }) => {
    const raw = await c.req.text();
    const bytes = Buffer.byteLength(raw);
    const truncated = bytes > MAX_KEPT_BYTES;
    const body = truncated ? Buffer.from(raw).subarray(0, MAX_KEPT_BYTES).toString('utf8') : raw;
    const headers = JSON.stringify(maskHeaders(c.req.raw.headers).headers);
    const id = insertReceivedMessage(
      core.db,
      {
        receiver: params.name,
        received_at: nowIso(core.clock),
        method: c.req.method,
        headers,
        body,
        body_bytes: bytes,
        truncated: truncated ? 1 : 0,
        team_id: receiverTeam(core.db, params.name),
        kept_bytes: Buffer.byteLength(body) + Buffer.byteLength(headers),
      },
      RECEIVER_CAPS,
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
