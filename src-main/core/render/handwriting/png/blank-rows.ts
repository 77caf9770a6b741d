/**
 * The image data of fully transparent rows, encoded once by the canvas library (the same
 * encoder and settings as every PNG here) and kept: for each width, runs of 1, 2, 4, ...
 * rows, so any number of rows is a few runs joined.
 */
import { createCanvas } from '@napi-rs/canvas';
import { type DeflateSegment, segmentOfPng } from './deflate-segment.ts';

/** Widths whose runs are kept (the least recently used goes first); a width's runs are a few KB. */
const MAX_WIDTHS = 8;
const runs = new Map<number, Map<number, DeflateSegment>>();

async function run(width: number, rows: number): Promise<DeflateSegment> {
  let byRows = runs.get(width);
  if (byRows) runs.delete(width);
  else byRows = new Map();
  runs.set(width, byRows);
  if (runs.size > MAX_WIDTHS) runs.delete(runs.keys().next().value!);
  let segment = byRows.get(rows);
  if (!segment) {
    segment = segmentOfPng(await createCanvas(width, rows).encode('png'));
    byRows.set(rows, segment);
  }
  return segment;
}

/** Segments that together inflate to `rows` transparent rows of the width (none for 0 rows). */
export async function blankRows(width: number, rows: number): Promise<DeflateSegment[]> {
  const out: DeflateSegment[] = [];
  for (let bit = 1 << 30; bit >= 1; bit >>>= 1) if (rows & bit) out.push(await run(width, bit));
  return out;
}
