/**
 * Whether the service is ready for work, for GET /healthz: not until it listens
 * and its render workers have loaded the hands (a probe that passes earlier lets
 * a test's first render wait on a cold worker), and not once it begins to stop.
 */
export interface Readiness {
  /** undefined when ready, else why not, in words. */
  reason(): string | undefined;
  set(reason: string | undefined): void;
  /** When the service was built (performance.now() milliseconds), for the uptime. */
  readonly startedAtMs: number;
}

export function createReadiness(): Readiness {
  let reason: string | undefined = 'the server is not listening yet';
  return {
    reason: () => reason,
    set: (next) => {
      reason = next;
    },
    startedAtMs: performance.now(),
  };
}
