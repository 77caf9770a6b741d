import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** A closing connection reads on while the client keeps sending, until it has been quiet this long... */
export const LINGER_IDLE_MS = 1000;
/** ...or for this long at most (nginx's lingering_timeout and lingering_time, shorter)... */
export const LINGER_MAX_MS = 10_000;
/**
 * ...or until it has read this much after the answer: a client that keeps sending whatever the
 * answer says (8 of them sending 300 MB each grew the server by 94 MB, read at full speed for
 * 10 s) is cut off after a little. A body with a Content-Length of at most LINGER_DECLARED_MAX_BYTES
 * is read to its end instead, so a client that writes all it declared before it reads (as Python's
 * http.client does) still reads its answer rather than a reset.
 */
export const LINGER_MAX_BYTES = 1024 * 1024;
export const LINGER_DECLARED_MAX_BYTES = 32 * 1024 * 1024;
/** Often enough that a client sending at loopback speed is cut off near the limit. */
const LINGER_CHECK_MS = 20;

/** What a lingering close may read of this request's body. */
function lingerAllowance(incoming: IncomingMessage): number {
  const declared = Number(incoming.headers['content-length']);
  return Number.isFinite(declared) && declared > LINGER_MAX_BYTES && declared <= LINGER_DECLARED_MAX_BYTES ? declared : LINGER_MAX_BYTES;
}

const LINGERING = Symbol('inkpost.lingering');
type LingeringSocket = Socket & { [LINGERING]?: true };

/**
 * Closes the connection of a request whose body was refused unread without a
 * TCP reset. Closing a socket while the client's bytes are still arriving makes
 * the kernel answer them with a reset: a client that sends its whole body before
 * it reads the answer (as Python's http.client does) then fails on a broken pipe
 * and never reads its 413. So, as nginx's lingering close does: after the
 * answer, stop writing (FIN), keep reading and dropping what still comes until
 * the body ends, the client has been quiet for LINGER_IDLE_MS, LINGER_MAX_MS
 * have passed or LINGER_MAX_BYTES were read (the declared body, when it is not
 * too large); then close. Nothing read is kept.
 *
 * Node closes a `Connection: close` answer's socket with `destroySoon()` once the
 * answer is written (and @hono/node-server does after draining an unread body),
 * so this socket's `destroySoon` lingers first.
 */
export function lingerOnClose(incoming: IncomingMessage, limits = { idleMs: LINGER_IDLE_MS, maxMs: LINGER_MAX_MS, maxBytes: lingerAllowance(incoming) }): void {
  const socket = incoming.socket as LingeringSocket | null;
  if (!socket || socket[LINGERING] || socket.destroyed) return;
  socket[LINGERING] = true;
  let started = false;
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    if (started || this.destroyed) return;
    started = true;
    if (this.writable) this.end();
    const close = () => {
      clearInterval(timer);
      if (this.destroyed) return;
      // The answer is written out first (as Node's own destroySoon waits for 'finish').
      if (this.writableFinished) this.destroy();
      else this.once('finish', () => this.destroy());
    };
    const since = performance.now();
    let quietSince = since;
    const readBefore = this.bytesRead;
    let bytesRead = readBefore;
    // bytesRead counts what the socket took in, also when Node's parser drops a dumped body unseen.
    const timer = setInterval(() => {
      const now = performance.now();
      if (this.bytesRead !== bytesRead) [bytesRead, quietSince] = [this.bytesRead, now];
      // Enough was read: stop reading and close, whatever is still unsent (a client that sent on regardless may see a reset).
      const enough = bytesRead - readBefore > limits.maxBytes;
      if (enough) this.pause();
      if (enough || now - quietSince >= limits.idleMs || now - since >= limits.maxMs) close();
    }, LINGER_CHECK_MS);
    timer.unref();
    this.once('close', () => clearInterval(timer));
    if (incoming.complete || incoming.readableEnded) return close();
    incoming.once('end', close);
    incoming.once('error', close);
    incoming.resume(); // read and drop: no 'data' listener keeps anything
  };
}
