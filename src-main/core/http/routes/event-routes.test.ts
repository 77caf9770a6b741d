import { describe, expect, it } from 'vitest';
import { A6_POSTCARD, RETURN_ADDRESS } from '#core/test-support/fixtures.ts';
import { testCore } from '#core/test-support/test-core.ts';

/** Reads server-sent events from a live stream until `count` data events arrived. */
async function readEvents(response: Response, count: number): Promise<unknown[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data && !block.includes('event: ready')) events.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
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
