import type { SideName } from '../qr/parse-placeholders.ts';

/**
 * What the renderer left out of a side, so that the caller is told rather than
 * surprised by the print: `removed` by the sanitiser (scripts, frames, handlers,
 * javascript: links, @import ...) or a request `refused` by the network policy
 * (an http: or local image, a stylesheet). The HTML is still accepted, as the
 * hosted service accepts it (it renders with JavaScript disabled).
 */
export interface HtmlWarning {
  side: SideName;
  action: 'removed' | 'refused';
  /** `<script> element`, `onclick attribute`, `javascript: URL (href)`, `@import rule`, or the refused URL with the reason. */
  what: string;
  count: number;
}

/** Collects warnings of one side, counting repeats of the same thing. */
export class WarningList {
  readonly #counts = new Map<string, HtmlWarning>();
  readonly #side: SideName;

  constructor(side: SideName) {
    this.#side = side;
  }

  add(action: HtmlWarning['action'], what: string): void {
    const key = `${action}\u0000${what}`;
    const seen = this.#counts.get(key);
    if (seen) seen.count++;
    else this.#counts.set(key, { side: this.#side, action, what, count: 1 });
  }

  /** The sanitiser's callback: what it removed. */
  readonly removed = (what: string): void => this.add('removed', what);

  list(): HtmlWarning[] {
    return [...this.#counts.values()];
  }
}
