// A card's page without ink as a card's job carries it to a render worker: the page's rows and
// compressed stripes stay where the event loop keeps them (backdrop-cache.ts), in shared memory,
// and the job holds where each one is. Cloning it into a worker copies a few kilobytes of places,
// not the megabytes of pixels; the worker reads the pixels where they are.
import type { Backdrop } from '#core/engine/handwriting/png/compose-png.ts';
import type { ZlibSegment } from '#core/engine/handwriting/png/zlib-segments.ts';

export interface SharedBackdrop {
  width: number;
  height: number;
  /** 3: opaque RGB; 4: RGBA. */
  channels: 3 | 4;
  /** For each row, its index among the page's distinct rows. */
  rowIndex: Uint32Array;
  /** The memory the page's rows and stripes are in. */
  buffers: SharedArrayBuffer[];
  /** Distinct row i: in buffers[rows[4i]], raw from byte rows[4i + 1], Sub-filtered from rows[4i + 2]; the filtered row's Adler-32, rows[4i + 3]. */
  rows: Uint32Array;
  /** Stripe s compressed: in buffers[stripes[5s]], stripes[5s + 2] bytes from stripes[5s + 1]; its data's Adler-32 and length, stripes[5s + 3] and [5s + 4]. */
  stripes: Uint32Array;
}

/** The page as compose-png.ts reads a backdrop: views of the shared memory, its stripes all made. */
export function backdropOf(page: SharedBackdrop): Backdrop {
  const { width, height, channels, rowIndex, buffers } = page;
  const rowBytes = width * channels;
  const distinct = page.rows.length / 4;
  const rows: Uint8Array[] = [];
  const filtered: Uint8Array[] = [];
  const adlers = new Uint32Array(distinct);
  for (let i = 0; i < distinct; i++) {
    const buffer = buffers[page.rows[4 * i]!]!;
    rows.push(new Uint8Array(buffer, page.rows[4 * i + 1]!, rowBytes));
    filtered.push(new Uint8Array(buffer, page.rows[4 * i + 2]!, rowBytes + 1));
    adlers[i] = page.rows[4 * i + 3]!;
  }
  const segments: ZlibSegment[] = [];
  for (let s = 0; s < page.stripes.length / 5; s++) {
    const [buffer, offset, byteLength, adler, length] = page.stripes.subarray(5 * s, 5 * s + 5);
    segments.push({ bytes: new Uint8Array(buffers[buffer!]!, offset, byteLength), adler: adler!, length: length! });
  }
  return {
    width,
    height,
    channels,
    rowIndex,
    rows,
    filtered,
    adlers,
    stripes: {
      get: (s) => segments[s],
      set: () => {}, // every stripe came made
    },
  };
}
