import { useEffect } from 'react';
import { useApiQuery } from '#renderer/api/queries.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { useConsoleTeam } from './console-store.ts';

/** Which team the console works on: the demo team by default, any team of the sandbox. */
export function TeamPicker() {
  const demoTeamId = useConnection((state) => state.config?.teamId);
  const { teamId, setTeam } = useConsoleTeam();
  const teams = useApiQuery('sandboxTeams', {}, { admin: true });
  const customers = (teams.data ?? []).filter((team) => team.kind === 'customer');
  const selected = teamId && customers.some((team) => team.teamId === teamId) ? teamId : demoTeamId;
  useEffect(() => {
    if (selected && selected !== teamId) setTeam(selected);
  }, [selected, teamId, setTeam]);
  return (
    <label className="team-picker">
      <span>Team</span>
      <select value={selected ?? ''} onChange={(event) => setTeam(event.target.value)} disabled={!teams.data} title={teams.error ? `Teams could not be loaded: ${teams.error.message}` : undefined} data-testid="console-team">
        {!teams.data && <option value="">Loading teams…</option>}
        {customers.map((team) => (
          <option key={team.teamId} value={team.teamId}>
            {team.name}
            {team.demo ? ' (demo team)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The console's team id (the demo team until another is picked). */
export function useTeamId(): string | undefined {
  const demoTeamId = useConnection((state) => state.config?.teamId);
  return useConsoleTeam((state) => state.teamId) ?? demoTeamId;
}
