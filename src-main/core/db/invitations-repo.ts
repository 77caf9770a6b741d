import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface InvitationRow {
  id: string;
  team_id: string;
  user_id: string;
  email: string;
  status: 'pending' | 'accepted' | 'revoked';
  created_at: string;
}

export function insertInvitation(db: Db, row: InvitationRow): void {
  prepared(db, 'INSERT INTO invitations (id, team_id, user_id, email, status, created_at) VALUES (@id, @team_id, @user_id, @email, @status, @created_at)').run(row);
}
