import { useMemo, useState } from 'react';
import { faultable } from '#shared/contract/define.ts';
import { CONTRACT } from '#shared/contract/index.ts';
import { FAULT_KINDS, type FaultKind } from '#shared/schemas/sandbox-console.ts';
import { fieldErrors } from '#renderer/ui/error-tree.ts';
import { Field } from '#renderer/ui/field.tsx';
import { Select } from '#renderer/ui/select.tsx';
import { EmptyState } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useTeamId } from '../team-picker.tsx';
import { FAULT_KIND_WORDS } from '../words.ts';
import { ListItem } from '../list-item.tsx';
import { QueryList } from '../query-list.tsx';
import { useFaultsClear, useFaultsCreate, useFaultsDelete, useFaultsList } from '#renderer/api/sandbox-faults.ts';

type Scope = 'count' | 'share' | 'all';
type FaultStatus = 429 | 500 | 503;

const KIND_OPTIONS = FAULT_KINDS.map((value) => ({ id: value, label: FAULT_KIND_WORDS[value] }));
const STATUS_OPTIONS: { id: `${FaultStatus}`; label: string }[] = [
  { id: '429', label: '429 Too Many Requests' },
  { id: '500', label: '500 Server Error' },
  { id: '503', label: '503 Service Unavailable' },
];
const SCOPE_OPTIONS: { id: Scope; label: string }[] = [
  { id: 'count', label: 'The next few' },
  { id: 'share', label: 'A share of them' },
  { id: 'all', label: 'All, until removed' },
];

/** Faults on demand: add one (status, delay, webhook timeout or duplicate), see which are in force, remove them. */
export function FaultsView() {
  const teamId = useTeamId();
  const show = useToasts((state) => state.show);
  const faults = useFaultsList({}, { admin: true });
  const add = useFaultsCreate();
  const remove = useFaultsDelete();
  const clear = useFaultsClear();
  const routes = useMemo(() => Object.entries(CONTRACT).filter(([, decl]) => faultable(decl)).map(([name, decl]) => ({ name, label: `${decl.method.toUpperCase()} ${decl.path}` })).sort((a, b) => a.label.localeCompare(b.label)), []);
  const [kind, setKind] = useState<FaultKind>('status');
  const [route, setRoute] = useState('*');
  const [status, setStatus] = useState<FaultStatus>(429);
  const [retryAfter, setRetryAfter] = useState('30');
  const [delayMs, setDelayMs] = useState('2000');
  const [scope, setScope] = useState<Scope>('count');
  const [count, setCount] = useState('3');
  const [share, setShare] = useState('50');
  const [onlyTeam, setOnlyTeam] = useState(false);
  const webhook = kind === 'webhook_timeout' || kind === 'webhook_duplicate';

  const submit = () => {
    const body = {
      kind,
      route: webhook ? '*' : route,
      ...(kind === 'status' ? { status, ...(status !== 500 && retryAfter !== '' ? { retryAfterSeconds: Number(retryAfter) } : {}) } : {}),
      ...(kind === 'delay' ? { delayMs: Number(delayMs) } : {}),
      ...(scope === 'count' ? { count: Number(count) } : scope === 'share' ? { share: Number(share) / 100 } : {}),
      ...(onlyTeam && teamId ? { teamId } : {}),
    };
    add.mutate({ body }, { onSuccess: (fault) => show(`Fault added: ${fault.description}`) });
  };
  const error = (field: string) => (add.error ? fieldErrors(add.error.body, [field]) : undefined);

  const list = (
    <QueryList query={faults} errorTitle="Faults could not be loaded" loading="Loading faults" empty={<EmptyState title="No faults in force" testId="faults-empty">Every request is answered as usual.</EmptyState>} testId="faults">
      {(fault) => (
        <ListItem key={fault.id} testId="fault" title={<span>{fault.description}</span>} detail={`${FAULT_KIND_WORDS[fault.kind]} · answered ${fault.hits} so far · ${fault.id.slice(0, 8)}`}>
          <button type="button" className="btn btn--small btn--danger" onClick={() => remove.mutate({ params: { faultId: fault.id } })} aria-label={`Remove: ${fault.description}`}>
            Remove
          </button>
        </ListItem>
      )}
    </QueryList>
  );

  return (
    <div className="console-split">
      <section className="card">
        <h2>Add a fault</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="form-grid">
            <Select label="What happens" options={KIND_OPTIONS} value={kind} onChange={setKind} error={error('kind')} testId="fault-kind" />
            {!webhook && (
              <Select label="Route" options={[{ id: '*', label: 'Every API route' }, ...routes.map((entry) => ({ id: entry.name, label: entry.label }))]} value={route} onChange={setRoute} error={error('route')} testId="fault-route" />
            )}
            {kind === 'status' && (
              <Select label="Status" options={STATUS_OPTIONS} value={String(status) as `${FaultStatus}`} onChange={(value) => setStatus(Number(value) as FaultStatus)} error={error('status')} testId="fault-status" />
            )}
            {kind === 'status' && status !== 500 && (
              <Field label="Retry-After (seconds)" error={error('retryAfterSeconds')}>
                {(props) => <input {...props} type="number" min={0} value={retryAfter} onChange={(e) => setRetryAfter(e.target.value)} data-testid="fault-retry-after" />}
              </Field>
            )}
            {kind === 'delay' && (
              <Field label="Late by (ms)" error={error('delayMs')}>
                {(props) => <input {...props} type="number" min={1} max={60000} value={delayMs} onChange={(e) => setDelayMs(e.target.value)} data-testid="fault-delay" />}
              </Field>
            )}
          </div>
          <div className="form-grid">
            <Select label="Which requests" options={SCOPE_OPTIONS} value={scope} onChange={setScope} error={error('count') ?? error('share')} testId="fault-scope" />
            {scope === 'count' && (
              <Field label="How many">{(props) => <input {...props} type="number" min={1} value={count} onChange={(e) => setCount(e.target.value)} data-testid="fault-count" />}</Field>
            )}
            {scope === 'share' && <Field label="Share (%)">{(props) => <input {...props} type="number" min={1} max={100} value={share} onChange={(e) => setShare(e.target.value)} data-testid="fault-share" />}</Field>}
          </div>
          <label className="check-row" style={{ marginBottom: 12 }}>
            <input type="checkbox" checked={onlyTeam} onChange={(e) => setOnlyTeam(e.target.checked)} />
            Only the console's team
          </label>
          {add.error && !['kind', 'route', 'status', 'retryAfterSeconds', 'delayMs', 'count', 'share'].some((f) => error(f)) && <p className="error">{add.error.message}</p>}
          <div className="toolbar">
            <button type="submit" className="btn btn--primary" disabled={add.isPending} data-testid="fault-add">
              Add the fault
            </button>
          </div>
        </form>
        <p className="hint" style={{ marginTop: 16 }}>
          Faults answer the API, hosted pages and tracked codes, never the console or /_sandbox. The oldest matching fault answers first; a status fault sends the common error body with X-Inkpost-Fault (and Retry-After for 429 and 503). Remove them here or with DELETE /_sandbox/faults.
        </p>
      </section>
      <section className="card">
        <h2>In force</h2>
        {list}
        {faults.data && faults.data.length > 1 && (
          <div className="toolbar" style={{ marginTop: 12 }}>
            <button type="button" className="btn btn--danger" onClick={() => clear.mutate({})} data-testid="faults-clear">
              Remove every fault
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
