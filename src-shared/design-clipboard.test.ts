import { describe, expect, it } from 'vitest';
import { handwritingElement, qrElement, textElement } from './design-elements.ts';
import { elementsOf } from './design-html.ts';
import { copyElements, pasteElements, PASTE_OFFSET_MM, readClip } from './design-clipboard.ts';

const front = [textElement('headline', { x: 10, y: 8, width: 60, height: 12 }, 'Hello'), qrElement('qr-1', { x: 110, y: 60, width: 24, height: 24 }, 'https://example.com/')].join('\n');
const back = handwritingElement('note', { x: 10, y: 30, width: 80, height: 40 });

describe('copy and paste of elements', () => {
  it('copies the elements’ own HTML and reads it back from the clipboard’s text', () => {
    const clip = copyElements(front, ['qr-1', 'headline']);
    expect(clip.elements).toHaveLength(2);
    expect(clip.elements[0]).toContain('data-ink-id="headline"');
    expect(readClip(JSON.stringify(clip))).toEqual(clip);
    expect(readClip('<p>not ours</p>')).toBeUndefined();
    expect(readClip(JSON.stringify({ format: 'inkpost-elements', version: 1, elements: [3] }))).toBeUndefined();
  });

  it('pastes onto another side in place, with ids unique across the design and a new Smart QR slot', () => {
    const clip = copyElements(front, ['headline', 'qr-1']);
    const pasted = pasteElements(back, [front, back], clip);
    expect(pasted.ids).toEqual(['text-1', 'qr-2']);
    const elements = elementsOf(pasted.html);
    expect(elements.map((e) => e.id)).toEqual(['note', 'text-1', 'qr-2']);
    expect(elements[1]!.box).toEqual({ x: 10, y: 8, width: 60, height: 12 });
    expect(elements[2]!.attrs['data-sqr-id']).toBe('qr-2');
    expect(elements[2]!.content).toBe('');
  });

  it('duplicates beside the original on the same side, and further along on each paste', () => {
    const clip = copyElements(front, ['headline']);
    const once = pasteElements(front, [front], clip);
    expect(elementsOf(once.html).find((e) => e.id === once.ids[0])!.box).toMatchObject({ x: 10 + PASTE_OFFSET_MM, y: 8 + PASTE_OFFSET_MM });
    const twice = pasteElements(once.html, [once.html], clip);
    expect(elementsOf(twice.html).find((e) => e.id === twice.ids[0])!.box).toMatchObject({ x: 10 + 2 * PASTE_OFFSET_MM, y: 8 + 2 * PASTE_OFFSET_MM });
    expect(new Set(elementsOf(twice.html).map((e) => e.id)).size).toBe(4);
  });

  it('pastes into another design with ids that design does not use yet', () => {
    const other = textElement('text-1', { x: 0, y: 0, width: 10, height: 10 }, 'Taken');
    const pasted = pasteElements(other, [other], copyElements(front, ['headline']));
    expect(pasted.ids).toEqual(['text-2']);
  });
});
