import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Random bytes drawn from the OS 4 KiB at a time: one call per id (the uuid package's default) cost 18 µs an id under load. */
const pool = new Uint8Array(4096);
let used = pool.length;
function random16(): Uint8Array {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

/**
 * The id of a row of a table that grows by the thousand (recipients, render jobs,
 * documents, QR codes, usage and webhook events): a time-ordered UUID (version 7),
 * so that each insert lands at the end of the primary-key index instead of at a
 * random page of it. Measured on 300,000 recipients with their jobs: random (v4)
 * ids made a 1,000-recipient insert 133-154 ms by the end, v7 ids 24-30 ms.
 */
export function newRowId(): string {
  return v7({ random: random16() });
}
