/** One event of a server-sent event stream: its name (`event:`; 'message' when it names none) and its data. */
export interface StreamedEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent event stream (text/event-stream) event by event until it ends. Leaving the
 * loop early cancels the stream; an event without data (a comment, a keep-alive) is passed over.
 */
export async function* streamedEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamedEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
        if (data.length === 0) continue;
        const name = lines.find((line) => line.startsWith('event: '));
        yield { event: name === undefined ? 'message' : name.slice(7), data: data.join('\n') };
      }
    }
  } finally {
    // a stream that ended or failed has nothing left to cancel (its promise would only repeat the failure)
    await reader.cancel().catch(() => undefined);
  }
}
