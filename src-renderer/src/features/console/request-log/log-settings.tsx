import { useState } from 'react';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { Field } from '#renderer/ui/field.tsx';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { useRequestLogClear, useRequestLogGetSettings, useRequestLogPatchSettings } from '#renderer/api/request-log.ts';

/** Recording on or off, retention and the body cap, and emptying the log. */
export function LogSettings() {
  const show = useToasts((state) => state.show);
  const settings = useRequestLogGetSettings({}, { admin: true });
  const patch = useRequestLogPatchSettings();
  const clear = useRequestLogClear();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ maxEntries: '', maxAgeHours: '', bodyCapBytes: '' });
  const data = settings.data;
  if (!data) return settings.error ? <p className="error">Log settings could not be loaded: {settings.error.message}</p> : null;
  const open = () => {
    setDraft({ maxEntries: String(data.maxEntries), maxAgeHours: String(data.maxAgeHours), bodyCapBytes: String(data.bodyCapBytes) });
    patch.reset();
    setEditing(true);
  };
  const save = () =>
    patch.mutate(
      { body: { maxEntries: Number(draft.maxEntries), maxAgeHours: Number(draft.maxAgeHours), bodyCapBytes: Number(draft.bodyCapBytes) } },
      {
        onSuccess: () => {
          setEditing(false);
          show('Log settings saved');
        },
      },
    );
  const errorOf = (field: string) => (patch.error ? fieldErrors(patch.error.body, [field]) : undefined);
  return (
    <div className="toolbar" style={{ marginTop: 12 }}>
      <label className="check-row">
        <input type="checkbox" checked={data.enabled} onChange={(e) => patch.mutate({ body: { enabled: e.target.checked } })} data-testid="log-enabled" />
        Record requests
      </label>
      <span className="hint" data-testid="log-retention">
        Keeps the last {formatCount(data.maxEntries, 'request', 'requests')} for {data.maxAgeHours % 24 === 0 ? formatCount(data.maxAgeHours / 24, 'day', 'days') : formatCount(data.maxAgeHours, 'hour', 'hours')}, bodies up to {formatNumber(data.bodyCapBytes / 1024)} KB ({formatNumber(data.entries)} kept now)
      </span>
      <button type="button" className="btn btn--small" onClick={open}>
        Retention…
      </button>
      <button type="button" className="btn btn--small btn--danger" disabled={data.entries === 0} title={data.entries === 0 ? 'The log is empty' : undefined} onClick={() => clear.mutate({}, { onSuccess: () => show('Request log emptied') })} data-testid="log-clear">
        Empty the log
      </button>
      {editing && (
        <Dialog title="Request log retention" onClose={() => setEditing(false)}>
          <Field label="Requests kept" error={errorOf('maxEntries')} hint="100 to 1,000,000; older ones are removed">
            {(props) => <input {...props} type="number" value={draft.maxEntries} onChange={(e) => setDraft({ ...draft, maxEntries: e.target.value })} autoFocus />}
          </Field>
          <Field label="Kept for (hours)" error={errorOf('maxAgeHours')}>
            {(props) => <input {...props} type="number" value={draft.maxAgeHours} onChange={(e) => setDraft({ ...draft, maxAgeHours: e.target.value })} />}
          </Field>
          <Field label="Body size cap (bytes)" error={errorOf('bodyCapBytes')} hint="Longer bodies are cut; 0 keeps none">
            {(props) => <input {...props} type="number" value={draft.bodyCapBytes} onChange={(e) => setDraft({ ...draft, bodyCapBytes: e.target.value })} />}
          </Field>
          {patch.error && !errorOf('maxEntries') && !errorOf('maxAgeHours') && !errorOf('bodyCapBytes') && <p className="error">{patch.error.message}</p>}
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--primary" onClick={save} disabled={patch.isPending}>
              Save
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
