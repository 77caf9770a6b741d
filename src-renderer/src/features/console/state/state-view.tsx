import { useState } from 'react';
import type { ScenarioOutcome } from '#shared/contract/sandbox-state.ts';
import { useAdminApi } from '#renderer/api/clients.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { CopyField } from '#renderer/ui/copy-field.tsx';
import { downloadFile } from '#renderer/ui/download.ts';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useTeamId } from '../team-picker.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ImportState } from './import-state.tsx';
import { ListItem } from '../list-item.tsx';
import { useSandboxTeams } from '#renderer/api/sandbox-inspect.ts';
import { useSandboxReset, useSandboxTeamReset, useScenarioApply, useScenariosList } from '#renderer/api/sandbox-state.ts';
import { stateExport } from '#renderer/api/sandbox-state.ts';

type Pending = 'team' | 'all' | undefined;

/** Reset a team or everything, export and import the whole state, seed scenarios. */
export function StateView() {
  const teamId = useTeamId();
  const admin = useAdminApi();
  const show = useToasts((state) => state.show);
  const reload = useConnection((state) => state.load);
  const [confirming, setConfirming] = useState<Pending>();
  const [seeded, setSeeded] = useState<ScenarioOutcome | undefined>();
  const [exporting, setExporting] = useState(false);
  const teams = useSandboxTeams({}, { admin: true });
  const scenarios = useScenariosList({}, { admin: true });
  const resetTeam = useSandboxTeamReset();
  const resetAll = useSandboxReset();
  const apply = useScenarioApply();
  const teamName = teams.data?.find((team) => team.teamId === teamId)?.name ?? 'this team';

  const exportState = async () => {
    if (!admin) return;
    setExporting(true);
    const result = await stateExport(admin);
    setExporting(false);
    if (!result.ok) return show(`Export failed: ${result.error.message}`, 'error');
    downloadFile(`inkpost-state-${new Date().toISOString().slice(0, 10)}.sqlite`, result.bytes);
    show('State exported');
  };

  return (
    <div className="console-grid">
      <section className="card">
        <h2>Reset</h2>
        <p className="hint">A team back to how it started: its campaigns, recipients, templates, webhooks, scans and files removed, its keys kept. Or the whole sandbox as first seeded: other teams deleted, the demo keys kept.</p>
        <div className="toolbar">
          <button type="button" className="btn btn--danger" disabled={!teamId} onClick={() => setConfirming('team')} data-testid="reset-team">
            Reset {teamName}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setConfirming('all')} data-testid="reset-all">
            Reset the whole sandbox
          </button>
        </div>
      </section>
      <section className="card">
        <h2>Export and import</h2>
        <p className="hint">The whole state in one SQLite file, for fixtures you can load again here or in CI (PUT /_sandbox/state). This folder's keys.json keys keep working after an import.</p>
        <div className="toolbar">
          <button type="button" className="btn btn--primary" onClick={() => void exportState()} disabled={exporting} data-testid="export-state">
            {exporting ? 'Exporting…' : 'Export the state'}
          </button>
          <ImportState onImported={() => void reload()} />
        </div>
      </section>
      <section className="card" style={{ gridColumn: '1 / -1' }}>
        <h2>Seed a scenario</h2>
        {scenarios.error && <ErrorState message={scenarios.error.message} onRetry={() => void scenarios.refetch()} />}
        {!scenarios.error && !scenarios.data && <Loading label="Loading scenarios" rows={3} />}
        {scenarios.data && (
          <div className="list" data-testid="scenarios">
            {scenarios.data.map((scenario) => (
              <ListItem key={scenario.name} title={<strong>{scenario.title}</strong>} detail={scenario.description}>
                <button
                  type="button"
                  className="btn"
                  disabled={apply.isPending}
                  onClick={() =>
                    apply.mutate(
                      { params: { scenario: scenario.name }, body: teamId ? { teamId } : {} },
                      {
                        onSuccess: (outcome) => {
                          setSeeded(outcome);
                          show(`Seeded: ${scenario.title}`);
                        },
                        onError: (error) => show(`${scenario.title}: ${error.message}`, 'error'),
                      },
                    )
                  }
                  data-testid={`seed-${scenario.name}`}
                >
                  Seed
                </button>
              </ListItem>
            ))}
          </div>
        )}
        {seeded && (
          <div className="notice notice--ok stack" style={{ marginTop: 12 }} data-testid="scenario-outcome">
            <span>{seeded.summary}</span>
            <CopyField label="Team id" value={seeded.teamId} testId="scenario-team" />
            {seeded.apiKey && <CopyField label="Its key (shown once)" value={seeded.apiKey} testId="scenario-key" secret />}
            {seeded.campaignId && <CopyField label="Campaign id" value={seeded.campaignId} testId="scenario-campaign" />}
          </div>
        )}
      </section>
      {confirming === 'team' && teamId && (
        <ConfirmDialog
          title={`Reset ${teamName}?`}
          confirm="Reset the team"
          busy={resetTeam.isPending}
          error={resetTeam.error?.message}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => resetTeam.mutate({ params: { teamId } }, { onSuccess: () => { setConfirming(undefined); show(`${teamName} is back to how it started`); } })}
        >
          Its campaigns, recipients, templates, webhooks, carts, invoices, scans, product keys and rendered files are removed for good. Its users and keys stay.
        </ConfirmDialog>
      )}
      {confirming === 'all' && (
        <ConfirmDialog
          title="Reset the whole sandbox?"
          confirm="Reset everything"
          busy={resetAll.isPending}
          error={resetAll.error?.message}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => resetAll.mutate({}, { onSuccess: () => { setConfirming(undefined); show('The sandbox is as first seeded'); } })}
        >
          Every team but the demo team and the demo partner is deleted with its keys; those two, the request log, faults and receivers are emptied and the clock goes back to real time. Export the state first to keep it.
        </ConfirmDialog>
      )}
    </div>
  );
}
