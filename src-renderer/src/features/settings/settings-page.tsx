import { type ReactNode, useCallback, useEffect, useState } from 'react';
import './settings.css';
import type { ServerSettings, TeamSettings } from '#shared/contract/sandbox.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useAdminApi } from '#renderer/api/clients.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { sandboxGetTeam, sandboxPatchTeam } from '#renderer/api/sandbox.ts';
import { sandboxGetSettings, sandboxPatchSettings } from '#renderer/api/sandbox-settings.ts';

type TeamSwitches = TeamSettings;

/** Server settings: where it listens, the public URL links carry, local webhook receivers, the HTML browser. */
export function SettingsPage() {
  const admin = useAdminApi();
  const teamId = useConnection((state) => state.config?.teamId);
  const [settings, setSettings] = useState<ServerSettings | undefined>();
  const [team, setTeam] = useState<TeamSwitches | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [publicUrl, setPublicUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();

  const load = useCallback(async () => {
    if (!admin || !teamId) return;
    try {
      const [s, t] = await Promise.all([sandboxGetSettings(admin), sandboxGetTeam(admin, { params: { teamId } })]);
      if (!s.ok) return setError(s.body.message);
      if (!t.ok) return setError(t.body.message);
      const next = s.body;
      setSettings(next);
      setTeam(t.body);
      setPublicUrl(next.savedPublicUrl ?? '');
      setError(undefined);
    } catch (e) {
      setError(`The local server cannot be reached: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, [admin, teamId]);
  useEffect(() => {
    void load();
  }, [load]);

  const savePublicUrl = async (value: string | null) => {
    if (!admin) return;
    const res = await sandboxPatchSettings(admin, { body: { publicUrl: value } });
    if (!res.ok) {
      const data = res.body.data as { publicUrl?: { _errors: string[] } } | undefined;
      return setFieldError(data?.publicUrl?._errors.join(' ') ?? res.body.message);
    }
    setFieldError(undefined);
    setSettings(res.body);
    setPublicUrl(res.body.savedPublicUrl ?? '');
    setSaved(value === null ? 'Cleared: links carry the local address.' : 'Saved: new links carry the public URL.');
  };

  const setLocalReceivers = async (allow: boolean) => {
    if (!admin || !teamId || !team) return;
    const before = team;
    setTeam({ ...team, allowPrivateWebhooks: allow }); // at once; put back if the server refuses
    const res = await sandboxPatchTeam(admin, { params: { teamId }, body: { allowPrivateWebhooks: allow } });
    if (res.ok) setTeam(res.body);
    else {
      setTeam(before);
      setError(res.body.message);
    }
  };

  if (error) {
    return (
      <div className="page" data-testid="settings-error">
        <PageHeader title="Settings" />
        <ErrorState title="Settings could not be loaded" message={error} onRetry={() => void load()} />
      </div>
    );
  }
  if (!settings || !team) {
    return (
      <div className="page" data-testid="settings-loading">
        <PageHeader title="Settings" />
        <Loading label="Loading settings" />
      </div>
    );
  }
  const flagOn = settings.allowPrivateWebhooks;
  return (
    <div className="page">
    <PageHeader title="Settings" subtitle="Where the local server listens, the links it hands out, and how it renders." />
    <section className="card settings" data-testid="settings">
      <SettingsRow title="Address" about="Where apps and this window reach the embedded API.">
        <p data-testid="settings-address">
          The embedded API listens at <code>{settings.localUrl}</code>.{' '}
          {settings.port === settings.preferredPort
            ? 'The next start takes this port again, so base URLs and printed links keep working.'
            : `Started without --port, Inkpost listens on port ${settings.preferredPort}, the port this data folder remembers.`}
        </p>
        {settings.portNotice && <p className="warning" data-testid="settings-port-notice">This run: {settings.portNotice}.</p>}
      </SettingsRow>

      <SettingsRow title="Public URL" about="For a tunnel or reverse proxy: tracked QR codes, signed document links and hosted pages then carry this origin instead of the local address.">
        <form
          className="settings__form"
          onSubmit={(event) => {
            event.preventDefault();
            void savePublicUrl(publicUrl.trim() === '' ? null : publicUrl);
          }}
        >
          <input value={publicUrl} onChange={(e) => setPublicUrl(e.target.value)} placeholder="https://inkpost.example.com" aria-label="Public URL" aria-invalid={Boolean(fieldError)} data-testid="public-url" />
          <button type="submit" className="btn btn--primary" data-testid="save-public-url">
            Save
          </button>
          <button type="button" className="btn" disabled={!settings.savedPublicUrl} title={settings.savedPublicUrl ? undefined : 'No public URL is saved'} onClick={() => void savePublicUrl(null)}>
            Clear
          </button>
        </form>
        {fieldError && <p className="error" data-testid="public-url-error">{fieldError}</p>}
        {saved && !fieldError && <p className="ok">{saved}</p>}
        <p className="hint" data-testid="links-carry">
          Links carry <code>{settings.publicUrl}</code>
          {settings.publicUrlFromFlag && ' (set by --public-url at start; it wins over the saved value)'}.
        </p>
      </SettingsRow>

      <SettingsRow title="Local webhook receivers" about="Webhooks to http:// and loopback or private addresses, such as an automation tool on http://localhost:5678.">
        <label className="switch">
          <input
            type="checkbox"
            checked={flagOn || team.allowPrivateWebhooks}
            disabled={flagOn}
            onChange={(e) => void setLocalReceivers(e.target.checked)}
            data-testid="allow-local-webhooks"
          />
          Let the demo team subscribe local receivers
        </label>
        {flagOn && <p className="hint">On for every team: Inkpost was started with --allow-private-webhooks.</p>}
      </SettingsRow>

      <SettingsRow title="HTML rendering" about="The browser that renders HTML sides and previews, on this machine.">
        <p data-testid="html-browser">{settings.htmlRenderer ?? 'The browser starts with the first HTML render or preview.'}</p>
      </SettingsRow>

      <SettingsRow title="Data folder" about="Back it up to keep everything; the Console's State tab exports it as one file.">
        <p>
          <code>{settings.dataDir}</code> holds the database, <code>keys.json</code> and rendered documents.
        </p>
      </SettingsRow>
    </section>
    </div>
  );
}

/** One setting: its name and what it is for on the left, its value and controls on the right. */
function SettingsRow({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <div className="settings__row">
      <div>
        <h2 className="settings__title">{title}</h2>
        <p className="hint">{about}</p>
      </div>
      <div className="settings__value">{children}</div>
    </div>
  );
}
