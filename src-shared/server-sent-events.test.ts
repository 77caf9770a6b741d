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

  it('ends lines with \r\n, \r or \n, and reads "data:" with or without its space', async () => {
    const body = streamOf(['event: ready\r\ndata: {}\r\n\r\n', 'data:no space\r\rdata:  two spaces\n\n', 'data: cut\r', '\ndata: across\r\n', '\r\n']);
    expect(await collect(body)).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: 'no space' },
      { event: 'message', data: ' two spaces' },
      { event: 'message', data: 'cut\nacross' },
    ]);
  });

  it('joins multi-line data, passes over comments, and reads event: and id: lines', async () => {
    const body = streamOf([': a comment\n:another\n\n', 'id: 7\nevent: campaign.changed\ndata: {"a":1,\ndata:\ndata: "b":2}\n\n', 'id: 8\n: between\ndata: x\n\n', 'event: named-only\n\ndata: after\n\n']);
    expect(await collect(body)).toEqual([
      { event: 'campaign.changed', data: '{"a":1,\n\n"b":2}' },
      { event: 'message', data: 'x' },
      { event: 'message', data: 'after' },
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
