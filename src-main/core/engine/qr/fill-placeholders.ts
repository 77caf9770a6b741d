import { serialize } from 'parse5';
import type { Element } from '../markup/dom-tree.ts';
import { MarkupSlots } from '../markup/markup-slots.ts';
import { HtmlInputError } from '../markup/input-issue.ts';
import type { InputIssue } from '../markup/input-issue.ts';
import { parseSideHtml, scanPlaceholders } from './parse-placeholders.ts';
import type { SideName, SmartQrSlot } from './parse-placeholders.ts';
import { renderQrSvg } from './qr-svg.ts';
import { ownValue } from '#shared/issue-tree.ts';

/** Tracked URL per data-sqr-id of a side. */
export type QrUrls = Readonly<Record<string, string>>;

/** Puts the QR code of `url` inside a placeholder div (the div stays as the layout anchor); `markup.fill` writes it into the serialised side. */
export function fillPlaceholderElement(el: Element, slot: SmartQrSlot, url: string, markup: MarkupSlots): void {
  markup.put(el, renderQrSvg(url, slot));
}

/** Issues for slots without a URL in `urls`. */
export function missingUrlIssues(slots: readonly SmartQrSlot[], urls: QrUrls, path: (string | number)[]): InputIssue[] {
  return slots
    .filter((s) => {
      const url = ownValue(urls, s.id); // slot ids are the caller's: never an inherited property
      return typeof url !== 'string' || url === '';
    })
    .map((s) => ({ path, message: `no tracked URL was supplied for slot '${s.id}'` }));
}

/**
 * Fills each placeholder of a side's HTML with the vector QR code of its tracked
 * URL (slot id -> URL). Throws HtmlInputError for invalid placeholders or a
 * slot without a URL. Returns the re-serialised HTML (not sanitised).
 */
export function fillSmartQrPlaceholders(html: string, urls: QrUrls, side: SideName = 'front'): string {
  const doc = parseSideHtml(html);
  const path = ['html', side];
  const scan = scanPlaceholders(doc, html, side, path);
  const issues = [...scan.issues, ...missingUrlIssues(scan.slots, urls, path)];
  if (issues.length > 0) throw new HtmlInputError(issues);
  const markup = new MarkupSlots();
  scan.slots.forEach((slot, i) => {
    const el = scan.elements[i];
    const url = ownValue(urls, slot.id);
    if (el && url) fillPlaceholderElement(el, slot, url, markup);
  });
  return markup.fill(serialize(doc));
}
