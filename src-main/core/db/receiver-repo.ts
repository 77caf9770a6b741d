import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface ReceivedMessageRow {
  id: number;
  receiver: string;
  received_at: string;
  method: string;
  headers: string;
  body: string;
  body_bytes: number;
  truncated: number;
}

/** Keeps the newest `keep` messages of the receiver. */
export function insertReceivedMessage(db: Db, row: Omit<ReceivedMessageRow, 'id'>, keep: number): number {
  return db.transaction(() => {
    const id = Number(prepared(db, 'INSERT INTO receiver_messages (receiver, received_at, method, headers, body, body_bytes, truncated) VALUES (@receiver, @received_at, @method, @headers, @body, @body_bytes, @truncated)').run(row).lastInsertRowid);
    prepared(db, 'DELETE FROM receiver_messages WHERE receiver = ? AND id <= ?').run(row.receiver, id - keep);
    return id;
  })();
}

export function listReceivedMessages(db: Db, receiver: string): ReceivedMessageRow[] {
  return prepared(db, 'SELECT * FROM receiver_messages WHERE receiver = ? ORDER BY id DESC').all(receiver) as ReceivedMessageRow[];
}

export function findReceivedMessage(db: Db, id: number): ReceivedMessageRow | undefined {
  return prepared(db, 'SELECT * FROM receiver_messages WHERE id = ?').get(id) as ReceivedMessageRow | undefined;
}

export function listReceivers(db: Db): { name: string; count: number; lastAt: string }[] {
  return prepared(db, 'SELECT receiver AS name, COUNT(*) AS count, MAX(received_at) AS lastAt FROM receiver_messages GROUP BY receiver ORDER BY MAX(id) DESC').all() as { name: string; count: number; lastAt: string }[];
}

export function clearReceiver(db: Db, receiver: string): void {
  prepared(db, 'DELETE FROM receiver_messages WHERE receiver = ?').run(receiver);
}
