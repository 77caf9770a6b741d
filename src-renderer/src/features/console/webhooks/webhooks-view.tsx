import { useState } from 'react';
import type { WebhookSubscriptionCreated } from '#shared/contract/webhooks.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { CopyField } from '#renderer/ui/copy-field.tsx';
import { EmptyState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useTeamId } from '../team-picker.tsx';
import { dateTime } from '../words.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { DeliveryDetail } from './delivery-detail.tsx';
import { ReceiverInbox } from './receiver-inbox.tsx';
import { receiverNameOf } from './receiver-name.ts';
import { ListItem } from '../list-item.tsx';
import { QueryList } from '../query-list.tsx';
import { useSandboxGetTeam, useSandboxPatchTeam } from '#renderer/api/sandbox.ts';
import { useSandboxTeamWebhookCreate, useSandboxTeamWebhooks } from '#renderer/api/sandbox-inspect.ts';
import { useSandboxGetSettings } from '#renderer/api/sandbox-settings.ts';
import { useSandboxWebhookEmit } from '#renderer/api/sandbox-webhooks.ts';

/** Webhooks of the console's team: subscriptions, deliveries with every attempt, the built-in receiver. */
export function WebhooksView() {
  const teamId = useTeamId();
  const baseUrl = useConnection((state) => state.config?.baseUrl);
  const show = useToasts((state) => state.show);
  const [selected, setSelected] = useState<string | undefined>();
  const [created, setCreated] = useState<WebhookSubscriptionCreated | undefined>();
  const subscriptions = useSandboxTeamWebhooks({ params: { teamId: teamId ?? '' } }, { admin: true, enabled: Boolean(teamId) });
  const team = useSandboxGetTeam({ params: { teamId: teamId ?? '' } }, { admin: true, enabled: Boolean(teamId) });
  const settings = useSandboxGetSettings({}, { admin: true });
  const allow = useSandboxPatchTeam();
  const subscribe = useSandboxTeamWebhookCreate();
  const emit = useSandboxWebhookEmit();
  if (!teamId) return <Loading label="Loading the team" />;
  const receiverUrl = baseUrl ? `${baseUrl}/_sandbox/receiver/${receiverNameOf(teamId)}` : undefined;
  const localAllowed = Boolean(team.data?.allowPrivateWebhooks || settings.data?.allowPrivateWebhooks);
  const alreadySubscribed = subscriptions.data?.some((s) => s.url === receiverUrl);

  const subscribeReceiver = async () => {
    if (!receiverUrl) return;
    try {
      if (!localAllowed) await allow.mutateAsync({ params: { teamId }, body: { allowPrivateWebhooks: true } });
      const subscription = await subscribe.mutateAsync({ params: { teamId }, body: { event_type: 'qr_code.scanned', url: receiverUrl } });
      setCreated(subscription);
      show('The built-in receiver is subscribed');
    } catch (error) {
      show(`Could not subscribe: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  };
  const sendTest = () =>
    emit.mutate(
      { body: { teamId } },
      {
        onSuccess: (result) => show(result.deliveryIds.length === 0 ? 'No active subscription: the test event went nowhere' : `Test event sent to ${result.deliveryIds.length} subscription${result.deliveryIds.length === 1 ? '' : 's'}`),
        onError: (error) => show(`Test event refused: ${error.message}`, 'error'),
      },
    );

  const noSubscriptions = (
    <EmptyState title="No subscriptions" testId="webhooks-empty">
      Subscribe with POST /api/webhooks from your app, or try the built-in receiver below.
    </EmptyState>
  );
  const list = (
    <QueryList query={subscriptions} errorTitle="Subscriptions could not be loaded" loading="Loading subscriptions" empty={noSubscriptions} testId="webhook-subscriptions">
      {(subscription) => (
        <ListItem key={subscription.id} title={<code title={subscription.url}>{subscription.url}</code>} detail={`${subscription.event_type} · since ${dateTime(subscription.created_at)}`}>
          <span className={subscription.status === 'active' ? 'badge badge--ok' : 'badge'}>{subscription.status === 'active' ? 'Active' : 'Paused'}</span>
        </ListItem>
      )}
    </QueryList>
  );

  return (
    <div className="console-split">
      <div className="stack">
        <section className="card">
          <h2>Subscriptions</h2>
          {list}
          <div className="toolbar" style={{ marginTop: 12 }}>
            <button type="button" className="btn" onClick={() => void subscribeReceiver()} disabled={!receiverUrl || alreadySubscribed || subscribe.isPending} title={alreadySubscribed ? 'The built-in receiver is already subscribed' : localAllowed ? undefined : 'Also turns on local receivers for this team'} data-testid="subscribe-receiver">
              {localAllowed ? 'Subscribe the built-in receiver' : 'Allow local receivers and subscribe the built-in receiver'}
            </button>
            <button type="button" className="btn btn--primary" onClick={sendTest} disabled={emit.isPending} data-testid="send-test-event">
              Send a test event
            </button>
          </div>
          {created && (
            <div className="notice notice--info stack" style={{ marginTop: 12 }} data-testid="new-secret">
              <span>Signing secret of the new subscription: shown once. The verify helper below uses it.</span>
              <CopyField label="Secret" value={created.secret} testId="new-subscription-secret" secret />
            </div>
          )}
        </section>
        <section className="card">
          <h2>Deliveries</h2>
          <DeliveriesList teamId={teamId} selected={selected} onSelect={setSelected} />
        </section>
        {receiverUrl && <ReceiverInbox name={receiverNameOf(teamId)} url={receiverUrl} secret={created?.secret} />}
      </div>
      <section className="card" aria-label="Selected delivery">
        {selected ? (
          <DeliveryDetail key={selected} deliveryId={selected} secret={created?.secret} onRedelivered={setSelected} />
        ) : (
          <EmptyState title="Pick a delivery" testId="delivery-detail-none">
            Every attempt shows here with the headers sent, the receiver's answer, its timing and the retries to come.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
