import type { SandboxClockView } from '#shared/contract/sandbox-clock.ts';
import { isoMicros } from '#shared/time.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

const UNIT_MS = { days: 86_400_000, hours: 3_600_000, minutes: 60_000, seconds: 1000 } as const;

function clockView(core: CoreContext): SandboxClockView {
  const clock = core.sandboxClock;
  const offset = clock.offsetMs();
  return { now: isoMicros(clock.nowMs()), realNow: isoMicros(clock.realNowMs()), offsetSeconds: Math.round(offset) / 1000, shifted: offset !== 0 };
}

/** The sandbox clock: read it, move it forward, put it back to real time. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'sandboxGetClock', () => ({ status: 200, body: clockView(core) }));

  implement(app, core, 'sandboxAdvanceClock', ({ body }) => {
    const ms = Object.entries(body).reduce((sum, [unit, amount]) => sum + (amount ?? 0) * UNIT_MS[unit as keyof typeof UNIT_MS], 0);
    core.sandboxClock.advance(Math.round(ms));
    // Retries that just fell due go out now, not at the next poll.
    core.webhooks.dispatcher.wake();
    return { status: 200, body: clockView(core) };
  });

  implement(app, core, 'sandboxResetClock', () => {
    core.sandboxClock.reset();
    return { status: 200, body: clockView(core) };
  });
}
