import type { Migration } from '../migrate.ts';

/**
 * The built-in receiver's inbox is capped per team and in total (see
 * receiver-repo.ts): each message records the team whose subscription points
 * at its receiver (none for a post nobody subscribed) and the bytes it keeps.
 */
export const receiverCaps: Migration = {
  version: 40,
  name: 'receiver-caps',
  sql: /* sql */ `
    ALTER TABLE receiver_messages ADD COLUMN team_id TEXT;
    ALTER TABLE receiver_messages ADD COLUMN kept_bytes INTEGER NOT NULL DEFAULT 0;
    UPDATE receiver_messages SET kept_bytes = length(CAST(body AS BLOB)) + length(CAST(headers AS BLOB));
    CREATE INDEX receiver_messages_team ON receiver_messages(team_id, id);
  `,
};
