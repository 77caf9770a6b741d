import type { Db } from '#core/db/connection.ts';
import { findTeam, type TeamRow } from '#core/db/teams-repo.ts';
import { NotFoundError } from '#core/base/error-kinds.ts';

/** The team with this id, or the sandbox's 404 "Team not found". */
export function requireTeam(db: Db, teamId: string): TeamRow {
  const team = findTeam(db, teamId);
  if (!team) throw new NotFoundError('Team not found');
  return team;
}
