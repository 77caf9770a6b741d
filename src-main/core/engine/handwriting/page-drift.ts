/**
 * The page as a hand writes it on an unlined card: every line slopes a little (and a
 * note's lines tend to slope the same way), bows slightly, and starts at a left margin
 * that wanders and creeps. All of it is bounded: a line's end moves at most MAX_DRIFT_EM
 * off its start, and a line is pushed down whenever its baseline would come closer to
 * the line above than MIN_GAP of the nominal line spacing anywhere along it.
 */
import type { Rng } from './random.ts';

const DEG = Math.PI / 180;

export interface NoteDrift {
  /** The note's common line slope (radians, positive: lines fall to the right, y down). */
  slope: number;
  /** How far the left margin creeps per line (em; positive: inwards). */
  marginCreep: number;
}

export function noteDrift(rng: Rng): NoteDrift {
  return { slope: rng.normal(0.5) * DEG, marginCreep: rng.normal(0.07) };
}

/** A line's baseline: from (x0, baseline) at `angle`, `length` mm long, bowed by `bow` mm at its middle (positive: up). */
export interface LineGeometry {
  x0: number;
  baseline: number;
  angle: number;
  length: number;
  bow: number;
}

/** Largest rise or fall of a line's end relative to its start, in em. */
export const MAX_DRIFT_EM = 0.45;

/** Angle and bow of one line, around the note's slope, within MAX_DRIFT_EM. */
export function lineShape(rng: Rng, note: NoteDrift, lengthMm: number, em: number): { angle: number; bow: number } {
  const maxAngle = Math.atan((MAX_DRIFT_EM * em) / Math.max(lengthMm, em));
  const angle = Math.max(-maxAngle, Math.min(maxAngle, note.slope + rng.normal(0.3) * DEG));
  const bow = Math.max(-0.1, Math.min(0.1, rng.normal(0.045))) * em;
  return { angle, bow };
}

/** Largest left margin wander, in em. */
export const MAX_MARGIN_EM = 1;

/** Next left margin (mm): mean-reverting wander plus the note's creep, within [0, MAX_MARGIN_EM]. */
export function nextMargin(rng: Rng, note: NoteDrift, margin: number, em: number): number {
  const m = 0.75 * margin + (note.marginCreep + 0.05) * em + rng.normal(0.1) * em;
  return Math.max(0, Math.min(MAX_MARGIN_EM * em, m));
}

/** y of the line's baseline at distance `along` (mm) from its start. */
export function baselineAlong(l: LineGeometry, along: number): { x: number; y: number } {
  const t = l.length > 0 ? Math.max(0, Math.min(1, along / l.length)) : 0;
  return { x: l.x0 + along * Math.cos(l.angle), y: l.baseline + along * Math.sin(l.angle) - l.bow * 4 * t * (1 - t) };
}

/** Closest two baselines may come, as a fraction of the nominal line spacing (the layout holds them to it with clearance). */
export const MIN_GAP = 1.03;

/** Smallest vertical distance from `above`'s baseline down to `below`'s where both lines run (mm). */
export function clearance(above: LineGeometry, below: LineGeometry): number {
  let min = Infinity;
  const samples = 16;
  for (let i = 0; i <= samples; i++) {
    const p = baselineAlong(below, (below.length * i) / samples);
    const a = (p.x - above.x0) / Math.cos(above.angle);
    if (a < 0 || a > above.length) continue;
    min = Math.min(min, p.y - baselineAlong(above, a).y);
  }
  for (let i = 0; i <= samples; i++) {
    const p = baselineAlong(above, (above.length * i) / samples);
    const a = (p.x - below.x0) / Math.cos(below.angle);
    if (a < 0 || a > below.length) continue;
    min = Math.min(min, baselineAlong(below, a).y - p.y);
  }
  return min;
}
