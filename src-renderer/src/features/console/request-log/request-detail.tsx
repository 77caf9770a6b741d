import { CONTRACT } from '#shared/contract/index.ts';
import { useState } from 'react';
import type { RequestLogEntry } from '#shared/contract/request-log.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { allErrors } from '#renderer/ui/error-tree.ts';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { HeaderList, JsonView } from '../json-view.tsx';
import { dateTime, KEY_KIND_WORDS, statusTone } from '../words.ts';
import { curlCommand } from './curl.ts';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { type Segment, Segmented } from '#renderer/ui/segmented.tsx';
import { useRequestLogEntry, useRequestLogReplay } from '#renderer/api/request-log.ts';

function bodyNote(body: { bytes: number; text: string | null; truncated: boolean; contentType: string | null }): string | undefined {
  if (body.truncated) return `Cut at the size cap: ${formatCount(body.bytes, 'byte', 'bytes')} in all.`;
  if (body.text === null && body.bytes > 0) return `${body.contentType ?? 'A body'} of ${formatCount(body.bytes, 'byte', 'bytes')} (not text, not recorded).`;
  return undefined;
}

function Validation({ entry }: { entry: RequestLogEntry }) {
  if (!entry.validation || !entry.message) return null;
  const lines = allErrors({ error: true, url: '', statusCode: entry.status, statusMessage: '', message: entry.message, data: entry.validation });
  return (
    <>
      <h3 className="section-title">Validation</h3>
      <ul className="validation-list" data-testid="request-validation">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}


/** The contract route a request matched, as its summary and path ("Create a campaign · POST /api/campaigns"). */
function routeWords(route: string | null): string {
  if (route === null) return 'No such route';
  const decl = (CONTRACT as Record<string, { method: string; path: string; summary: string } | undefined>)[route];
  return decl ? `${decl.summary} · ${decl.method.toUpperCase()} ${decl.path}` : route;
}

const SIDES: Segment<'request' | 'response'>[] = [
  { value: 'request', label: 'Request', testId: 'show-request' },
  { value: 'response', label: 'Response', testId: 'show-response' },
];

/** One logged request: what was sent, what came back, and copy-as-curl and replay. */
export function RequestDetail({ entryId, onReplayed }: { entryId: number; onReplayed: (id: number) => void }) {
  const config = useConnection((state) => state.config);
  const show = useToasts((state) => state.show);
  const [side, setSide] = useState<'request' | 'response'>('response');
  const entry = useRequestLogEntry({ params: { entryId: String(entryId) } }, { admin: true });
  const replay = useRequestLogReplay();
  if (entry.isPending) return <Loading label="Loading the request" rows={4} />;
  if (entry.error) return <ErrorState title="The request could not be loaded" message={entry.error.message} onRetry={() => void entry.refetch()} />;
  const data = entry.data;
  const body = data[side];
  const note = bodyNote(body);
  const copyCurl = async () => {
    if (!config) return;
    await navigator.clipboard.writeText(curlCommand(data, { baseUrl: config.baseUrl, demoTeamId: config.teamId, customerKey: config.customerKey, partnerKey: config.partnerKey, adminToken: config.adminToken }));
    show('Copied as curl');
  };
  const sendAgain = () =>
    replay.mutate(
      { params: { entryId: String(data.id) } },
      {
        onSuccess: (replayed) => {
          show(`Replayed: ${replayed.status}`);
          onReplayed(replayed.id);
        },
        onError: (error) => show(`Replay refused: ${error.message}`, 'error'),
      },
    );
  return (
    <div data-testid="request-detail">
      <div className="detail-head">
        <span className="method">{data.method}</span>
        <code>
          {data.path}
          {data.query ? `?${data.query}` : ''}
        </code>
        <span className={statusTone(data.status)} data-testid="request-detail-status">
          {data.status}
        </span>
      </div>
      <dl className="facts">
        <dt>When</dt>
        <dd>{dateTime(data.at)}</dd>
        <dt>Time taken</dt>
        <dd>{formatNumber(data.durationMs)} ms</dd>
        <dt>Route</dt>
        <dd>{routeWords(data.route)}</dd>
        <dt>Key</dt>
        <dd>{data.key ? `${KEY_KIND_WORDS[data.key.kind]}${data.key.id ? ` ${data.key.id}` : ''}` : data.faultId ? 'Not checked: a sandbox fault answered first' : 'None accepted'}</dd>
        {data.teamId && (
          <>
            <dt>Team</dt>
            <dd>{data.teamId}</dd>
          </>
        )}
        {data.message && (
          <>
            <dt>Message</dt>
            <dd>{data.message}</dd>
          </>
        )}
        {data.faultId && (
          <>
            <dt>Fault</dt>
            <dd>Answered by sandbox fault {data.faultId}</dd>
          </>
        )}
        {data.replayOf && (
          <>
            <dt>Replay of</dt>
            <dd>#{data.replayOf}</dd>
          </>
        )}
      </dl>
      <div className="toolbar">
        <button type="button" className="btn" onClick={() => void copyCurl()} data-testid="copy-curl">
          Copy as curl
        </button>
        <button type="button" className="btn btn--primary" disabled={!data.replayable || replay.isPending} title={data.replayBlockedBy ?? 'Send the same request again, as the same key'} onClick={sendAgain} data-testid="replay-request">
          {replay.isPending ? 'Replaying…' : 'Replay'}
        </button>
      </div>
      {!data.replayable && <p className="hint">{data.replayBlockedBy}</p>}
      <Validation entry={data} />
      <Segmented label="Request or response" segments={SIDES} value={side} onChange={setSide} style={{ marginTop: 16 }} />
      <h3 className="section-title">Headers</h3>
      <HeaderList headers={body.headers} />
      <h3 className="section-title">Body{side === 'request' && data.request.masked ? ' (secrets masked)' : ''}</h3>
      {note && <p className="hint">{note}</p>}
      <JsonView text={body.text} label={`${side} body`} testId={`request-detail-${side}-body`} />
    </div>
  );
}
