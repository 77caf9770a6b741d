import { describe, expect, it } from 'vitest';
import { A6_POSTCARD, RETURN_ADDRESS } from '#core/test-support/fixtures.ts';
import { testCore } from '#core/test-support/test-core.ts';
import { streamedEvents } from '#shared/server-sent-events.ts';

/** Reads server-sent events from a live stream until `count` data events arrived (the stream's `ready` event aside). */
async function readEvents(response: Response, count: number): Promise<unknown[]> {
  const events: unknown[] = [];
  for await (const { event, data } of streamedEvents(response.body as ReadableStream<Uint8Array>)) {
    if (event !== 'ready') events.push(JSON.parse(data));
    if (events.length >= count) break;
  }
  return events;
}

describe('GET /_sandbox/events', () => {
  it('streams what changes, as announced by the routes, to the admin token only', async () => {
    const core = testCore();
    const { url } = await core.listen(0);
    const denied = await fetch(`${url}/_sandbox/events`);
    expect(denied.status).toBe(401);
    const stream = await fetch(`${url}/_sandbox/events?teamId=${core.keys.teamId}`, { headers: { Authorization: `Bearer ${core.keys.adminToken}` } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const arriving = readEvents(stream, 1);
    const headers = { 'X-API-Key': core.keys.customerKey, 'Content-Type': 'application/json' };
    const [template] = (await (await fetch(`${url}/api/templates`, { headers })).json()) as { id: string }[];
    const created = await fetch(`${url}/api/campaigns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Live', delivery_method: 'directMail', frequency: 'oneTime', product_id: A6_POSTCARD, template_id: template?.id, return_address: RETURN_ADDRESS }),
    });
    expect(created.status).toBe(200);
    const [event] = await arriving;
    expect(event).toMatchObject({ type: 'campaign.changed', teamId: core.keys.teamId });
  });
});
