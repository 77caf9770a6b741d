import { Link } from 'wouter';
import { dateTime } from '../words.ts';
import { aheadWords } from './clock-view.tsx';
import { useSandboxGetClock } from '#renderer/api/sandbox-clock.ts';

/** In the status bar while the sandbox clock is not the real time. */
export function ClockStatus() {
  const clock = useSandboxGetClock({}, { admin: true });
  if (!clock.data?.shifted) return null;
  return (
    <Link href="/console/clock" className="statusbar__item statusbar__item--warn" data-testid="status-sandbox-clock">
      Sandbox clock: {dateTime(clock.data.now)} ({aheadWords(clock.data.offsetSeconds)})
    </Link>
  );
}
