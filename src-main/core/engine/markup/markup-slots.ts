import { randomUUID } from 'node:crypto';
import { defaultTreeAdapter } from 'parse5';
import type { Element } from './dom-tree.ts';

/**
 * Markup the engine made itself (a Smart QR code's SVG, a handwritten block's SVG), put into
 * a parsed side as a marker and into its serialised HTML as text. Parsing our own SVG into
 * parse5's tree only to serialise it again cost more than drawing a QR code (about 2 ms of the
 * event loop a code). The markers are comments carrying a nonce of their own, so no comment
 * of a side can stand for one.
 */
export class MarkupSlots {
  readonly #nonce = randomUUID();
  readonly #markup: string[] = [];

  /** `el`'s children become `markup`: trusted, made by the engine, never the side's input. */
  put(el: Element, markup: string): void {
    const marker = defaultTreeAdapter.createCommentNode(`${this.#nonce}:${this.#markup.length}`);
    marker.parentNode = el;
    el.childNodes = [marker];
    this.#markup.push(markup);
  }

  /** The serialised document with each marker replaced by its markup. */
  fill(html: string): string {
    if (this.#markup.length === 0) return html;
    return html.replace(new RegExp(`<!--${this.#nonce}:(\\d+)-->`, 'g'), (_, i: string) => this.#markup[Number(i)] ?? '');
  }
}
