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
  /** The team whose subscription points at the receiver; null when none does. */
  team_id: string | null;
  /** What the row keeps: its headers and body, in bytes. */
  kept_bytes: number;
}

/** How much the inbox keeps: newest first, the oldest beyond any cap are deleted. */
export interface ReceiverCaps {
  perReceiver: number;
  /** Messages and bytes of one team's receivers; receivers no team subscribes share one such allowance. */
  perTeam: { messages: number; bytes: number };
  total: { messages: number; bytes: number };
}

/** Deletes a group's oldest messages beyond `messages` rows or `bytes` kept (counted from the newest). */
function trim(db: Db, where: string, args: unknown[], cap: { messages: number; bytes: number }): void {
  prepared(
    db,
    `DELETE FROM receiver_messages WHERE id IN (SELECT id FROM (SELECT id, ROW_NUMBER() OVER newest AS n, SUM(kept_bytes) OVER newest AS kept FROM receiver_messages WHERE ${where} WINDOW newest AS (ORDER BY id DESC)) WHERE n > ? OR kept > ?)`,
  ).run(...args, cap.messages, cap.bytes);
}

/** Stores a message and trims the inbox to its caps: per receiver, per team and in total. */
export function insertReceivedMessage(db: Db, row: Omit<ReceivedMessageRow, 'id'>, caps: ReceiverCaps): number {
  return db.transaction(() => {
    const id = Number(
      prepared(db, 'INSERT INTO receiver_messages (receiver, received_at, method, headers, body, body_bytes, truncated, team_id, kept_bytes) VALUES (@receiver, @received_at, @method, @headers, @body, @body_bytes, @truncated, @team_id, @kept_bytes)').run(row).lastInsertRowid,
    );
    prepared(db, 'DELETE FROM receiver_messages WHERE receiver = ? AND id <= ?').run(row.receiver, id - caps.perReceiver);
    trim(db, 'team_id IS ?', [row.team_id], caps.perTeam);
    trim(db, '1', [], caps.total);
    return id;
  })();
}

/** Kept messages and bytes, in all (the console and tests read the caps at work). */
export function receiverTotals(db: Db): { messages: number; bytes: number } {
  return prepared(db, 'SELECT COUNT(*) AS messages, COALESCE(SUM(kept_bytes), 0) AS bytes FROM receiver_messages').get() as { messages: number; bytes: number };
}

/** The team a receiver belongs to: the one whose live subscription posts to it (the oldest, when several do). */
export function receiverTeam(db: Db, receiver: string): string | null {
  const rows = prepared(db, "SELECT team_id, url FROM webhook_subscriptions WHERE status <> 'deleted' AND instr(url, '/_sandbox/receiver/') > 0 ORDER BY created_at").all() as { team_id: string; url: string }[];
  const path = `/_sandbox/receiver/${receiver}`;
  return rows.find((row) => URL.canParse(row.url) && new URL(row.url).pathname.replace(/\/$/, '') === path)?.team_id ?? null;
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
