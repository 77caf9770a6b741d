/**
 * Pen presets: how each pen lays ink down. The numbers are relative to the hand's own
 * stroke (a width factor of 1 keeps the font's weight).
 *
 * - gel: an even, saturated line, a little heavier on downstrokes, small pools where
 *   the pen stops; barely any grain.
 * - ballpoint: a thinner line, pressure on downstrokes, light on fast upstrokes, blobs
 *   at stroke ends, a visible grain where the ball skips.
 * - fountain: a fine nib held at about 35 degrees: strokes along the nib are thin,
 *   across it thick; wet ink pools darker at ends and turns and shades along strokes.
 */
import type { Pen } from '#shared/handwriting.ts';

export interface PenSpec {
  pen: Pen;
  /** Overall width factor of the stroke. */
  width: number;
  /** Downstroke gain: vertical strokes are (1 + pressure/2) wider, horizontal ones (1 - pressure/2). */
  pressure: number;
  /** Nib angle (degrees above horizontal) and contrast (0 none) of an edged nib. */
  nibAngle: number;
  nibContrast: number;
  /** Thinning of long straight (fast) stretches, as a fraction of the width. */
  speed: number;
  /** Amplitude of the slow, smooth wander of the width along a stroke. */
  wander: number;
  /** Extra width at stroke ends (blobs), as a fraction of the half thickness. */
  blob: number;
  /** Opacity added by a pool at stroke ends and sharp turns (0..1). */
  pool: number;
  /** Glyph ink opacity range, drawn per glyph with word-level pressure drift. */
  opacity: [number, number];
  /** Strength of the 300 dpi grain (fraction of ink removed at the lightest grain). */
  grain: number;
  /** Grain size in pixels at 300 dpi (larger: cloudier shading, smaller: ball skips). */
  grainSize: number;
  /** Grain stretch along x (ballpoint skips are streaks, not dots). */
  grainStretch: number;
}

export const PEN_SPECS: Record<Pen, PenSpec> = {
  gel: { pen: 'gel', width: 1.04, pressure: 0.22, nibAngle: 0, nibContrast: 0, speed: 0.08, wander: 0.08, blob: 0.18, pool: 0.7, opacity: [0.84, 0.95], grain: 0.14, grainSize: 2.2, grainStretch: 1 },
  ballpoint: { pen: 'ballpoint', width: 0.92, pressure: 0.3, nibAngle: 0, nibContrast: 0, speed: 0.16, wander: 0.1, blob: 0.28, pool: 0.8, opacity: [0.78, 0.92], grain: 0.3, grainSize: 1.4, grainStretch: 2.6 },
  fountain: { pen: 'fountain', width: 1.0, pressure: 0.08, nibAngle: 35, nibContrast: 0.48, speed: 0.06, wander: 0.07, blob: 0.12, pool: 0.95, opacity: [0.7, 0.9], grain: 0.22, grainSize: 4.5, grainStretch: 1.4 },
};

export function penSpec(pen: Pen): PenSpec {
  return PEN_SPECS[pen];
}
