// Server-sent events read with eventsource-parser, which follows the HTML standard's event
// stream rules (lines ended by \r\n, \r or \n; "data:" with or without its space; multi-line
// data; comments; event:, id: and retry: fields), fed from the body's reader so that leaving
// the loop cancels the request.
import { createParser } from 'eventsource-parser';

/** One event of a server-sent event stream: its name (`event:`; 'message' when it names none) and its data. */
export interface StreamedEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent event stream (text/event-stream) event by event until it ends. Leaving the
 * loop early cancels the stream; an event without data (a comment, a keep-alive) is passed over,
 * and so is an event the stream ends in the middle of.
 */
export async function* streamedEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamedEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: StreamedEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => ready.push({ event: event ?? 'message', data }) });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
    }
  } finally {
    // a stream that ended or failed has nothing left to cancel (its promise would only repeat the failure)
    await reader.cancel().catch(() => undefined);
  }
}
