import { useState } from 'react';
import { CopyField } from '#renderer/ui/copy-field.tsx';
import { EmptyState } from '#renderer/ui/states.tsx';
import { HeaderList, JsonView } from '../json-view.tsx';
import { timeOfDay } from '../words.ts';
import { VerifyPanel } from './verify-panel.tsx';
import { ListItemMain } from '../list-item.tsx';
import { QueryList } from '../query-list.tsx';
import { useReceiverClear, useReceiverMessages } from '#renderer/api/sandbox-receiver.ts';

/** The built-in receiver of the team: its URL to subscribe, and what arrived there. */
export function ReceiverInbox({ name, url, secret }: { name: string; url: string; secret: string | undefined }) {
  const [open, setOpen] = useState<number | undefined>();
  const messages = useReceiverMessages({ params: { name } }, { admin: true });
  const clear = useReceiverClear();
  const body = (
    <QueryList query={messages} errorTitle="The receiver could not be read" loading="Loading the receiver" empty={<EmptyState title="Nothing received yet" testId="receiver-empty">Subscribe this URL, then scan a code or send a test event.</EmptyState>} testId="receiver-messages">
      {(message) => (
        <div key={message.id}>
          <button type="button" className="list-item" aria-expanded={open === message.id} onClick={() => setOpen(open === message.id ? undefined : message.id)} data-testid="receiver-message">
            <span className="method">{message.method}</span>
            <ListItemMain title={<code>{message.headers['x-scribeless-event'] ?? message.headers['content-type'] ?? 'a request'}</code>}>delivery {message.headers['x-scribeless-delivery'] ?? 'without an id'}</ListItemMain>
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
      )}
    </QueryList>
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
