import { ClockStatus } from '#renderer/features/console/index.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { useSandboxTeams } from '#renderer/api/sandbox-inspect.ts';

/** Always says where the server listens and which team the app works as. */
export function StatusBar() {
  const { config, loadError } = useConnection();
  const teams = useSandboxTeams({}, { admin: true, enabled: Boolean(config) });
  const teamName = teams.data?.find((team) => team.teamId === config?.teamId)?.name;
  return (
    <footer className="statusbar" data-testid="status-bar">
      {loadError ? (
        <span className="statusbar__item statusbar__item--error" role="status">
          <span className="statusbar__dot statusbar__dot--down" aria-hidden /> Local server unreachable: {loadError}
        </span>
      ) : config ? (
        <>
          <span className="statusbar__item">
            <span className="statusbar__dot" aria-hidden /> Server <code>{config.baseUrl}</code>
          </span>
          <span className="statusbar__item" title={`Team id ${config.teamId}`} data-testid="status-team">
            Working as {teamName ?? 'the demo team'}
          </span>
          {config.portNotice && <span className="statusbar__item statusbar__item--warn">This run: {config.portNotice}</span>}
          <ClockStatus />
        </>
      ) : (
        <span className="statusbar__item" role="status">
          <span className="statusbar__dot statusbar__dot--wait" aria-hidden /> Connecting to the local server…
        </span>
      )}
    </footer>
  );
}
