import { describe, expect, it } from 'vitest';
import { streamedEvents } from './server-sent-events.ts';

/** A stream that delivers the text in the given chunks, as a network might cut it. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of streamedEvents(body)) events.push(event);
  return events;
}

describe('streamedEvents', () => {
  it('reads named and unnamed events, whole or cut across chunks, and passes over events without data', async () => {
    const body = streamOf(['event: ready\ndata: {}\n\n: keep-alive\n\nda', 'ta: {"type":"campaign.changed"}\n', '\ndata: one\ndata: two\n\n', 'data: unfinished']);
    expect(await collect(body)).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"type":"campaign.changed"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of streamedEvents(body)) {
      expect(event.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('passes on the failure of the stream it reads', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    await expect(collect(body)).rejects.toThrow('connection reset');
  });
});
