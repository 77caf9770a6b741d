import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { findChild } from './dom-tree.ts';
import type { Element } from './dom-tree.ts';
import { MarkupSlots } from './markup-slots.ts';

function bodyOf(html: string) {
  const doc = parse(html);
  const body = findChild(findChild(doc, 'html') as Element, 'body') as Element;
  return { doc, divs: body.childNodes.filter((n): n is Element => n.nodeName === 'div') };
}

describe('MarkupSlots', () => {
  it('puts each markup verbatim where its element was, replacing the element’s children', () => {
    const { doc, divs } = bodyOf('<div>old</div><div>old too</div>');
    const slots = new MarkupSlots();
    slots.put(divs[0]!, '<svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg>');
    slots.put(divs[1]!, '<svg><text>$& $1 $$</text></svg>');
    expect(slots.fill(serialize(doc))).toBe('<html><head></head><body><div><svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg></div><div><svg><text>$& $1 $$</text></svg></div></body></html>');
  });

  it('leaves a side’s own comments alone, even one shaped like a marker', () => {
    const { doc, divs } = bodyOf('<!--00000000-0000-0000-0000-000000000000:0--><div></div>');
    const slots = new MarkupSlots();
    slots.put(divs[0]!, '<b>ours</b>');
    const html = slots.fill(serialize(doc));
    expect(html).toContain('<!--00000000-0000-0000-0000-000000000000:0-->');
    expect(html).toContain('<div><b>ours</b></div>');
  });
});
