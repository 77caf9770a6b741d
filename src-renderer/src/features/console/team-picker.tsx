import { useEffect } from 'react';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { Select } from '#renderer/ui/select.tsx';
import { useConsoleTeam } from './console-store.ts';
import { useSandboxTeams } from '#renderer/api/sandbox-inspect.ts';

/** Which team the console works on: the demo team by default, any team of the sandbox. */
export function TeamPicker() {
  const demoTeamId = useConnection((state) => state.config?.teamId);
  const { teamId, setTeam } = useConsoleTeam();
  const teams = useSandboxTeams({}, { admin: true });
  const customers = (teams.data ?? []).filter((team) => team.kind === 'customer');
  const selected = teamId && customers.some((team) => team.teamId === teamId) ? teamId : demoTeamId;
  useEffect(() => {
    if (selected && selected !== teamId) setTeam(selected);
  }, [selected, teamId, setTeam]);
  const options = customers.map((team) => ({ id: team.teamId, label: team.demo ? `${team.name} (demo team)` : team.name }));
  return (
    <Select
      label="Team"
      options={options}
      value={teams.data ? (selected ?? null) : null}
      onChange={setTeam}
      placeholder={teams.error ? 'Teams could not be loaded' : 'Loading teams…'}
      error={teams.error ? `Teams could not be loaded: ${teams.error.message}` : undefined}
      isDisabled={!teams.data}
      testId="console-team"
      className="team-picker"
    />
  );
}

/** The console's team id (the demo team until another is picked). */
export function useTeamId(): string | undefined {
  const demoTeamId = useConnection((state) => state.config?.teamId);
  return useConsoleTeam((state) => state.teamId) ?? demoTeamId;
}
