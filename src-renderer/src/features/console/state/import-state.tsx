import { useState } from 'react';
import type { ErrorResponseBody } from '#shared/contract/define.ts';
import type { StateImportOutcome } from '#shared/contract/sandbox-state.ts';
import { useAdminApi } from '#renderer/api/clients.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { formatNumber } from '#renderer/ui/format.ts';
import { ProgressBar } from '#renderer/ui/progress.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ImportOutcome } from './import-outcome.tsx';
import { stateImportUrl } from '#renderer/api/sandbox-state.ts';

/** Picks a state file and, once confirmed, replaces the sandbox's state with it (PUT /_sandbox/state). */
export function ImportState({ onImported }: { onImported: () => void }) {
  const admin = useAdminApi();
  const adminToken = useConnection((state) => state.config?.adminToken);
  const show = useToasts((state) => state.show);
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<StateImportOutcome | undefined>();

  const send = async () => {
    if (!admin || !file || !adminToken) return;
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(stateImportUrl(admin), { method: 'PUT', headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/octet-stream' }, body: file });
      const body = (await response.json()) as StateImportOutcome | ErrorResponseBody;
      if (!response.ok || 'error' in body) return setError('message' in body ? body.message : `The server answered ${response.status}`);
      setFile(undefined);
      show(`Imported ${body.teams} teams`);
      // Keys issued again are shown once, and what was left out is said: both wait in a dialog.
      if (body.reissuedKeys.length > 0 || body.leftOut.length > 0 || body.unreadableWebhookSecrets > 0) setOutcome(body);
      onImported();
    } catch (e) {
      setError(`The local server cannot be reached (${e instanceof Error ? e.message : String(e)})`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FileButton
        accept={['.sqlite', 'application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3']}
        acceptWords="a sandbox state file (.sqlite, from Export)"
        onFiles={([chosen]) => (setFile(chosen), setError(undefined))}
        onRefused={(reason) => show(reason, 'error')}
        testId="import-state-file"
        buttonTestId="import-state"
      >
        Import a state…
      </FileButton>
      {file && (
        <ConfirmDialog title={`Import ${file.name}?`} confirm="Replace the state" busy={busy} error={error} onCancel={() => setFile(undefined)} onConfirm={() => void send()} progress={<ProgressBar label="Replacing the sandbox's state" testId="import-state-progress" />}>
          Everything in this sandbox is replaced by the file ({formatNumber(file.size / 1024, undefined, { maximumFractionDigits: 1 })} KB), once it is checked whole; what is here now is kept as a file in the data folder. The demo keys and admin token of this data folder keep working, for the file's demo team; other teams' keys are issued again and shown once.
        </ConfirmDialog>
      )}
      {outcome && <ImportOutcome outcome={outcome} onClose={() => setOutcome(undefined)} />}
    </>
  );
}
