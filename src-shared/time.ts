/**
 * ISO 8601 with microseconds and an explicit offset, the timestamp format of the
 * hosted service: 2026-11-22T03:59:17.123456+00:00. `epochMs` may carry a
 * fractional part, which supplies the microseconds.
 */
export function isoMicros(epochMs: number): string {
  const wholeMs = Math.floor(epochMs);
  const micros = Math.min(999, Math.floor((epochMs - wholeMs) * 1000));
  const base = new Date(wholeMs).toISOString(); // ...ss.sssZ
  return `${base.slice(0, -1)}${String(micros).padStart(3, '0')}+00:00`;
}

export const ISO_MICROS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}:\d{2}$/;
