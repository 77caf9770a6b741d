import type { StateImportOutcome } from '#shared/contract/sandbox-state.ts';
import { CopyField } from '#renderer/ui/copy-field.tsx';
import { Dialog } from '#renderer/ui/dialog.tsx';

/** What an import did that the user must act on: the keys issued again (their secrets shown only now) and what the file had that was not imported. */
export function ImportOutcome({ outcome, onClose }: { outcome: StateImportOutcome; onClose: () => void }) {
  return (
    <Dialog title="State imported" onClose={onClose} wide testId="import-outcome">
      <p>
        {outcome.teams} teams imported{outcome.migratedFrom < outcome.schemaVersion ? ` (the file was brought from schema ${outcome.migratedFrom} to ${outcome.schemaVersion})` : ''}. This data folder's demo keys and admin token work for the file's demo team. The
        state it replaced is kept in the data folder as <code>{outcome.previousState}</code>: import it to go back.
      </p>
      {outcome.reissuedKeys.length > 0 && (
        <section className="stack" data-testid="reissued-keys">
          <h3>New keys for the file's other teams</h3>
          <p className="hint">No key in a state file works here, since whoever made the file may know it. Each of these replaces one of the file's keys. Copy them now: they are not shown again.</p>
          {outcome.reissuedKeys.map((key) => (
            <CopyField key={key.keyId} label={`${key.teamName}: ${key.name} (${key.kind === 'partner' ? 'partner' : 'customer'} key)`} value={key.key} testId={`reissued-key-${key.keyId}`} secret />
          ))}
        </section>
      )}
      {outcome.unreadableWebhookSecrets > 0 && (
        <p className="notice notice--warn">
          {outcome.unreadableWebhookSecrets} webhook subscription{outcome.unreadableWebhookSecrets === 1 ? '' : 's'} in the file were sealed by another data folder and will not deliver here until subscribed again.
        </p>
      )}
      {outcome.leftOut.length > 0 && (
        <section className="stack" data-testid="left-out">
          <h3>Not imported</h3>
          <p className="hint">The file had these, which Inkpost does not make: they were left out.</p>
          <ul>
            {outcome.leftOut.map((item) => (
              <li key={item}>
                <code>{item}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose} data-testid="import-outcome-close">
          Done
        </button>
      </div>
    </Dialog>
  );
}
