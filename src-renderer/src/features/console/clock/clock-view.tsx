import { useState } from 'react';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { useTeamId } from '../team-picker.tsx';
import { dateTime, usageWords } from '../words.ts';
import { formatCount } from '#renderer/ui/format.ts';
import { useSandboxTeamUsage } from '#renderer/api/sandbox.ts';
import { useSandboxAdvanceClock, useSandboxGetClock, useSandboxResetClock } from '#renderer/api/sandbox-clock.ts';

const STEPS = [
  { label: '+1 hour', body: { hours: 1 } },
  { label: '+1 day', body: { days: 1 } },
  { label: '+30 days', body: { days: 30 } },
] as const;

/** Describes an offset in words ("3 days 2 hours ahead"). */
export function aheadWords(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && formatCount(days, 'day', 'days'), hours && formatCount(hours, 'hour', 'hours'), minutes && formatCount(minutes, 'minute', 'minutes')].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' ')} ahead` : `${formatCount(Math.round(seconds), 'second', 'seconds')} ahead`;
}

/** The sandbox clock: where it stands, moving it forward, back to real time; and the team's subscription cycles it turns. */
export function ClockView() {
  const teamId = useTeamId();
  const show = useToasts((state) => state.show);
  const clock = useSandboxGetClock({}, { admin: true });
  const usage = useSandboxTeamUsage({ params: { teamId: teamId ?? '' } }, { admin: true, enabled: Boolean(teamId) });
  const advance = useSandboxAdvanceClock();
  const reset = useSandboxResetClock();
  const [hours, setHours] = useState('2');
  if (clock.error) return <ErrorState title="The sandbox clock could not be read" message={clock.error.message} onRetry={() => void clock.refetch()} />;
  if (!clock.data) return <Loading label="Reading the sandbox clock" rows={2} height={80} />;
  const data = clock.data;
  const move = (body: { hours?: number; days?: number }) => advance.mutate({ body }, { onError: (error) => show(error.message, 'error') });
  return (
    <div className="console-grid">
      <section className="card" data-testid="clock-card">
        <h2>
          Sandbox time {data.shifted ? <span className="badge badge--warn">{aheadWords(data.offsetSeconds)}</span> : <span className="badge badge--ok">Real time</span>}
        </h2>
        <div className="big-time" data-testid="clock-now">
          {dateTime(data.now)}
        </div>
        {data.shifted && <p className="hint">Real time is {dateTime(data.realNow)}.</p>}
        <div className="toolbar" style={{ marginTop: 12 }}>
          {STEPS.map((step) => (
            <button key={step.label} type="button" className="btn" onClick={() => move(step.body)} disabled={advance.isPending} data-testid={`clock-${step.label.replace(/\W+/g, '')}`}>
              {step.label}
            </button>
          ))}
          <form
            className="row"
            onSubmit={(event) => {
              event.preventDefault();
              move({ hours: Number(hours) });
            }}
          >
            <label className="check-row">
              <input type="number" min={0} step="any" value={hours} onChange={(e) => setHours(e.target.value)} style={{ width: 80 }} data-testid="clock-hours" />
              hours
            </label>
            <button type="submit" className="btn" disabled={!(Number(hours) > 0)} title={Number(hours) > 0 ? undefined : 'Give a number of hours above 0'}>
              Move forward
            </button>
          </form>
          <button type="button" className="btn btn--danger" onClick={() => reset.mutate({})} disabled={!data.shifted} title={data.shifted ? undefined : 'The clock is at real time'} data-testid="clock-reset">
            Back to real time
          </button>
        </div>
        {advance.error && <p className="error">{advance.error.message}</p>}
        <p className="hint" style={{ marginTop: 16 }}>
          The whole API reads this clock, per data folder and across restarts: subscription cycles turn, signed links and checkout links expire, webhook retries fall due and go out at once, new records carry the date. Webhook signatures keep the real time, so receivers still accept them.
        </p>
      </section>
      <section className="card">
        <h2>Subscription cycles</h2>
        {usage.error && <ErrorState message={usage.error.message} onRetry={() => void usage.refetch()} />}
        {!usage.error && !usage.data && <Loading label="Loading usage" rows={2} />}
        {usage.data && usage.data.cycles.length === 0 && <p className="muted">The team has no subscription, so no billing cycle.</p>}
        {usage.data && usage.data.cycles.length > 0 && (
          <ol className="timeline" data-testid="usage-cycles">
            {usage.data.cycles.map((cycle) => (
              <li key={cycle.start}>
                <strong>
                  {dateTime(cycle.start)} to {dateTime(cycle.end)}
                </strong>
                <div className="hint">Used in this cycle: {usageWords(cycle.usage)}</div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
