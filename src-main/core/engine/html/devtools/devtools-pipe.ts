// The Chrome DevTools Protocol over the pipe a browser started with --remote-debugging-pipe
// reads (fd 3) and writes (fd 4): JSON messages, each ended by a NUL byte. One connection
// carries the browser's own commands and, with flattened sessions, every page's (their
// sessionId in the message). https://chromedevtools.github.io/devtools-protocol/
import { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** A command's failure as the browser answers it, or the connection's loss. */
export class DevToolsError extends Error {
  constructor(method: string, message: string) {
    super(`${method}: ${message}`);
    this.name = 'DevToolsError';
  }
}

/** What sends commands: the browser's own connection, or one page's session on it. */
export interface DevToolsSender {
  send<T = unknown>(method: string, params?: object): Promise<T>;
}

interface Pending {
  method: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string; data?: string };
  sessionId?: string;
}

/**
 * The connection. Events are emitted as `${sessionId ?? ''}:${method}` with the event's params;
 * 'closed' once, when the pipe ends (the browser exited or closed it), after every pending
 * command has been rejected.
 */
export class DevToolsPipe extends EventEmitter {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private chunks: Buffer[] = [];
  private open = true;
  private readonly toBrowser: Writable;

  constructor(toBrowser: Writable, fromBrowser: Readable) {
    super();
    this.toBrowser = toBrowser;
    fromBrowser.on('data', (chunk: Buffer) => this.receive(chunk));
    fromBrowser.on('close', () => this.close());
    fromBrowser.on('error', () => this.close());
    toBrowser.on('error', () => this.close());
  }

  get isOpen(): boolean {
    return this.open;
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    if (!this.open) return Promise.reject(new DevToolsError(method, 'the browser has closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { method, resolve: resolve as (result: unknown) => void, reject });
      this.toBrowser.write(`${JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params })}\0`);
    });
  }

  /** A page's session on this connection. */
  session(sessionId: string): DevToolsSender {
    return { send: (method, params) => this.send(method, params, sessionId) };
  }

  /** Ends the connection from this side (the browser exits when its pipe closes). */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.toBrowser.end();
    for (const [, call] of this.pending) call.reject(new DevToolsError(call.method, 'the browser has closed'));
    this.pending.clear();
    this.emit('closed');
  }

  private receive(chunk: Buffer): void {
    // a screenshot's message arrives in many chunks: joined once, at its end
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      this.chunks.push(chunk.subarray(start, end));
      const text = this.chunks.length === 1 ? this.chunks[0]!.toString('utf8') : Buffer.concat(this.chunks).toString('utf8');
      this.chunks = [];
      start = end + 1;
      this.dispatch(JSON.parse(text) as Message);
    }
    if (start < chunk.length) this.chunks.push(chunk.subarray(start));
  }

  private dispatch(message: Message): void {
    if (message.id === undefined) {
      if (message.method) this.emit(`${message.sessionId ?? ''}:${message.method}`, message.params);
      return;
    }
    const call = this.pending.get(message.id);
    if (!call) return;
    this.pending.delete(message.id);
    if (message.error) call.reject(new DevToolsError(call.method, message.error.data ? `${message.error.message} (${message.error.data})` : message.error.message));
    else call.resolve(message.result);
  }
}
