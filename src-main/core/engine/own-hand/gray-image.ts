/** Single-channel images as the scan reader works on them: values 0 (ink) to 255 (paper). */

export interface Gray {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export function gray(width: number, height: number): Gray {
  return { width, height, data: new Float32Array(width * height) };
}

/** Luma of an RGBA image, averaged over `factor` x `factor` blocks (a smaller working copy). */
export function downsampledLuma(img: Rgba, factor: number): Gray {
  const w = Math.max(1, Math.floor(img.width / factor));
  const h = Math.max(1, Math.floor(img.height / factor));
  const out = gray(w, h);
  const d = img.data;
  const n = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let yy = 0; yy < factor; yy++) {
        let p = ((y * factor + yy) * img.width + x * factor) * 4;
        for (let xx = 0; xx < factor; xx++, p += 4) sum += 0.299 * d[p]! + 0.587 * d[p + 1]! + 0.114 * d[p + 2]!;
      }
      out.data[y * w + x] = sum / n;
    }
  }
  return out;
}

/** Mean and standard deviation of the values. */
export function stats(g: Gray): { mean: number; std: number } {
  let s = 0;
  let s2 = 0;
  for (const v of g.data) {
    s += v;
    s2 += v * v;
  }
  const n = g.data.length;
  const mean = s / n;
  return { mean, std: Math.sqrt(Math.max(0, s2 / n - mean * mean)) };
}

/** Sliding maximum (or minimum) over a window of 2r+1 along rows then columns (a square window). */
export function rankFilter(g: Gray, r: number, max: boolean): Gray {
  const { width: w, height: h } = g;
  const tmp = new Float32Array(w * h);
  const out = gray(w, h);
  const line = new Float32Array(Math.max(w, h));
  const res = new Float32Array(Math.max(w, h));
  const pass = (src: Float32Array, dst: Float32Array, len: number, count: number, stride: number, step: number) => {
    const dq = new Int32Array(len);
    for (let k = 0; k < count; k++) {
      const base = k * stride;
      for (let i = 0; i < len; i++) line[i] = src[base + i * step]!;
      let head = 0;
      let tail = 0;
      for (let i = 0; i < len + r; i++) {
        if (i < len) {
          const v = line[i]!;
          while (tail > head && (max ? line[dq[tail - 1]!]! <= v : line[dq[tail - 1]!]! >= v)) tail--;
          dq[tail++] = i;
        }
        const c = i - r;
        if (c < 0) continue;
        while (dq[head]! < c - r) head++;
        res[c] = line[dq[head]!]!;
      }
      for (let i = 0; i < len; i++) dst[base + i * step] = res[i]!;
    }
  };
  pass(g.data, tmp, w, h, w, 1);
  pass(tmp, out.data, h, w, 1, w);
  return out;
}

/** Box blur of radius r (a window of 2r+1), rows then columns, edges clamped. */
export function boxBlur(g: Gray, r: number): Gray {
  const { width: w, height: h } = g;
  const tmp = new Float32Array(w * h);
  const out = gray(w, h);
  const pass = (src: Float32Array, dst: Float32Array, len: number, count: number, stride: number, step: number) => {
    const k = 2 * r + 1;
    for (let j = 0; j < count; j++) {
      const base = j * stride;
      const at = (i: number) => src[base + Math.min(len - 1, Math.max(0, i)) * step]!;
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += at(i);
      for (let i = 0; i < len; i++) {
        dst[base + i * step] = sum / k;
        sum += at(i + r + 1) - at(i - r);
      }
    }
  };
  pass(g.data, tmp, w, h, w, 1);
  pass(tmp, out.data, h, w, 1, w);
  return out;
}

/** Bilinear sample of channel `ch` (0 red, 1 green, 2 blue) at a real-valued pixel position; paper white outside. */
export function sampleChannel(img: Rgba, ch: number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= img.width - 1 || y0 >= img.height - 1) return 255;
  const fx = x - x0;
  const fy = y - y0;
  const w = img.width;
  const d = img.data;
  const p = (y0 * w + x0) * 4 + ch;
  const a = d[p]!;
  const b = d[p + 4]!;
  const c = d[p + w * 4]!;
  const e = d[p + w * 4 + 4]!;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + e * fx) * fy;
}

/** Bilinear sample of a Gray image; `outside` beyond its edges. */
export function sampleGray(g: Gray, x: number, y: number, outside = 255): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= g.width - 1 || y0 >= g.height - 1) return outside;
  const fx = x - x0;
  const fy = y - y0;
  const p = y0 * g.width + x0;
  const d = g.data;
  return (d[p]! * (1 - fx) + d[p + 1]! * fx) * (1 - fy) + (d[p + g.width]! * (1 - fx) + d[p + g.width + 1]! * fx) * fy;
}
