import { Select } from '#renderer/ui/select.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useTeamId } from '../team-picker.tsx';
import { PAYMENT_METHOD_WORDS } from '#renderer/ui/enum-words.ts';
import { SUBSCRIPTION_WORDS, wordOptions } from '../words.ts';
import { CampaignsCard } from './campaigns-card.tsx';
import { ProductKeysCard } from './product-keys-card.tsx';
import { QrCodesCard } from './qr-codes-card.tsx';
import { useSandboxGetTeam, useSandboxPatchTeam } from '#renderer/api/sandbox.ts';

const SWITCHES = [
  { field: 'generateApi', label: 'Generate API', hint: 'POST /api/generate/png and /svg (with an active subscription)' },
  { field: 'attachments', label: 'Recipient attachments', hint: 'PDF attachments on recipients; otherwise 403' },
  { field: 'externalIdUpsert', label: 'External-id upsert', hint: 'variables.externalId updates a ready recipient of a ready recurring campaign' },
  { field: 'allowPrivateWebhooks', label: 'Local webhook receivers', hint: 'http:// and loopback or private addresses, such as http://localhost:5678' },
] as const;

/** The team's sandbox switches and what can be moved along by hand; every change is in the API at once. */
export function SandboxView() {
  const teamId = useTeamId();
  const show = useToasts((state) => state.show);
  const team = useSandboxGetTeam({ params: { teamId: teamId ?? '' } }, { admin: true, enabled: Boolean(teamId) });
  const patch = useSandboxPatchTeam();
  if (team.error) return <ErrorState title="The team could not be loaded" message={team.error.message} onRetry={() => void team.refetch()} testId="sandbox-error" />;
  if (!teamId || !team.data) return <Loading label="Loading the team" rows={4} height={80} />;
  const data = team.data;
  const change = (body: Parameters<typeof patch.mutate>[0]['body']) =>
    patch.mutate({ params: { teamId }, body }, { onSuccess: () => show('Changed: the API answers accordingly from now on'), onError: (error) => show(`Not changed: ${error.message}`, 'error') });
  return (
    <div className="console-grid" data-testid="sandbox-view">
      <section className="card">
        <h2>Billing</h2>
        <div className="form-grid">
          <Select label="Subscription" options={wordOptions(SUBSCRIPTION_WORDS)} value={data.subscription} onChange={(subscription) => change({ subscription })} testId="sandbox-subscription" />
          <Select label="Payment method" options={wordOptions(PAYMENT_METHOD_WORDS)} value={data.paymentMethod} onChange={(paymentMethod) => change({ paymentMethod })} testId="sandbox-payment-method" />
        </div>
        <p className="hint">
          {data.paymentMethod === 'valid' ? 'Checkout pays at once with the card on file.' : 'Account status offers billing setup, and checkout sends the customer to the hosted page.'}{' '}
          {data.subscription === 'active' ? 'Recurring campaigns and the generate API are open.' : 'Recurring campaigns and the generate API need a subscription.'}
        </p>
      </section>
      <section className="card">
        <h2>Switches</h2>
        <div className="switch-list">
          {SWITCHES.map((entry) => (
            <label className="switch" key={entry.field}>
              <input type="checkbox" checked={data[entry.field]} onChange={(e) => change({ [entry.field]: e.target.checked })} data-testid={`sandbox-${entry.field}`} />
              <span>
                {entry.label}
                <small>{entry.hint}</small>
              </span>
            </label>
          ))}
        </div>
      </section>
      <ProductKeysCard teamId={teamId} />
      <CampaignsCard teamId={teamId} />
      <QrCodesCard teamId={teamId} />
    </div>
  );
}
