import { prepared } from './prepared.ts';
import type { Db } from './connection.ts';

export interface UserRow {
  id: string;
  team_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'owner' | 'member';
  created_at: string;
}

export function insertUser(db: Db, row: UserRow): void {
  prepared(db, 'INSERT INTO users (id, team_id, email, first_name, last_name, role, created_at) VALUES (@id, @team_id, @email, @first_name, @last_name, @role, @created_at)').run(row);
}

export function findTeamOwner(db: Db, teamId: string): UserRow | undefined {
  return prepared(db, "SELECT * FROM users WHERE team_id = ? AND role = 'owner' ORDER BY created_at LIMIT 1").get(teamId) as UserRow | undefined;
}
