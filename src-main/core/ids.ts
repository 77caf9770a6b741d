import { v7 } from 'uuid';

/**
 * The id of a row of a table that grows by the thousand (recipients, render jobs,
 * documents, QR codes, usage and webhook events): a time-ordered UUID (version 7),
 * so that each insert lands at the end of the primary-key index instead of at a
 * random page of it. Measured on 300,000 recipients with their jobs: random (v4)
 * ids made a 1,000-recipient insert 133-154 ms by the end, v7 ids 24-30 ms.
 */
export function newRowId(): string {
  return v7();
}
