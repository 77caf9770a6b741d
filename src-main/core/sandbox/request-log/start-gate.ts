/**
 * Decides, once, between the request log's writer thread loading SQLite's native module and
 * the main thread stopping that thread. A worker thread stopped from outside while it loads
 * that module aborts the whole process ("FATAL ERROR: Error::New napi_get_last_error_info":
 * the module's set-up fails inside node-addon-api). So the thread stops early only if it has
 * not begun to load the module, and never will; once it has, it is asked to end and awaited.
 */
const STARTING = 0;
const OPENING = 1;
const CANCELLED = 2;

/** The shared cell both threads decide on (it starts at STARTING). */
export function createStartGate(): SharedArrayBuffer {
  return new SharedArrayBuffer(4);
}

/** The thread, before it loads the module: true when it may go on; false when it was cancelled (it ends without loading it). */
export function beginOpening(gate: SharedArrayBuffer): boolean {
  const cell = new Int32Array(gate);
  const won = Atomics.compareExchange(cell, 0, STARTING, OPENING) === STARTING;
  Atomics.notify(cell, 0);
  return won;
}

/** The main thread: true when the thread had not begun to load the module and now never will (stopping it is safe). */
export function cancelStart(gate: SharedArrayBuffer): boolean {
  return Atomics.compareExchange(new Int32Array(gate), 0, STARTING, CANCELLED) === STARTING;
}
