/**
 * undici, imported on first use: loading it costs about 30 MB of memory, which a
 * server that never delivers a webhook or fetches a remote asset does not need.
 */
let loading: Promise<typeof import('undici')> | undefined;

export function loadUndici(): Promise<typeof import('undici')> {
  loading ??= import('undici');
  return loading;
}
