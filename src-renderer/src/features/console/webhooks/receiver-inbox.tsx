import { useState } from 'react';
import { useApiMutation, useApiQuery } from '#renderer/api/queries.ts';
import { CopyField } from '#renderer/ui/copy-field.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { HeaderList, JsonView } from '../json-view.tsx';
import { timeOfDay } from '../words.ts';
import { VerifyPanel } from './verify-panel.tsx';

/** The built-in receiver of the team: its URL to subscribe, and what arrived there. */
export function ReceiverInbox({ name, url, secret }: { name: string; url: string; secret: string | undefined }) {
  const [open, setOpen] = useState<number | undefined>();
  const messages = useApiQuery('receiverMessages', { params: { name } }, { admin: true });
  const clear = useApiMutation('receiverClear', { admin: true, invalidates: ['receiverMessages'] });
  let body;
  if (messages.error) body = <ErrorState title="The receiver could not be read" message={messages.error.message} onRetry={() => void messages.refetch()} />;
  else if (!messages.data) body = <Loading label="Loading the receiver" rows={2} />;
  else if (messages.data.length === 0) body = <EmptyState title="Nothing received yet" testId="receiver-empty">Subscribe this URL, then scan a code or send a test event.</EmptyState>;
  else
    body = (
      <div className="list" data-testid="receiver-messages">
        {messages.data.map((message) => (
          <div key={message.id}>
            <button type="button" className="list-item" aria-expanded={open === message.id} onClick={() => setOpen(open === message.id ? undefined : message.id)} data-testid="receiver-message">
              <span className="method">{message.method}</span>
              <span className="list-item__main">
                <code>{message.headers['x-scribeless-event'] ?? message.headers['content-type'] ?? 'a request'}</code>
                <span className="hint">delivery {message.headers['x-scribeless-delivery'] ?? 'without an id'}</span>
              </span>
              <span className="hint">{timeOfDay(message.receivedAt)}</span>
            </button>
            {open === message.id && (
              <div style={{ padding: 12 }}>
                <HeaderList headers={message.headers} />
                <JsonView text={message.body} label="received body" />
                <VerifyPanel source={{ receivedId: message.id }} secret={secret} />
              </div>
            )}
          </div>
        ))}
      </div>
    );
  return (
    <section className="card">
      <h2>Built-in receiver</h2>
      <CopyField label="Receiver URL" value={url} testId="receiver-url" />
      {body}
      {messages.data && messages.data.length > 0 && (
        <div className="toolbar" style={{ marginTop: 12 }}>
          <button type="button" className="btn btn--small" onClick={() => clear.mutate({ params: { name } })}>
            Empty the receiver
          </button>
        </div>
      )}
    </section>
  );
}
