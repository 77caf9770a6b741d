/** Connected components of a binary mask (1 = ink), 8-connected. */

export interface Component {
  label: number;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  cx: number;
  cy: number;
}

export function components(mask: Uint8Array, width: number, height: number): { labels: Int32Array; list: Component[] } {
  const labels = new Int32Array(width * height);
  const list: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = list.length + 1;
    const c: Component = { label, area: 0, minX: width, minY: height, maxX: -1, maxY: -1, cx: 0, cy: 0 };
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      c.area++;
      c.cx += x;
      c.cy += y;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (mask[q] && !labels[q]) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    c.cx /= c.area;
    c.cy /= c.area;
    list.push(c);
  }
  return { labels, list };
}
