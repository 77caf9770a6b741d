import { describe, expect, it } from 'vitest';
import { htmlProblemWords } from './html-problem-words.ts';

describe('the render\'s refusals, in words', () => {
  it.each([
    ["data-sqr-destination must be an absolute http or https URL of at most 2048 characters (slot 'qr-1')", 'Smart QR “qr-1”: its destination must be a full web address starting with https:// or http:// (at most 2,048 characters).'],
    ["data-sqr-dots-color must be a CSS color (slot 'offer')", 'Smart QR “offer”: its dots colour must be a colour.'],
    ['data-sqr-id is required (placeholder 2)', 'Smart QR code 2: its name is required.'],
    ["a Smart QR placeholder must be empty (no child elements or text) (slot 'qr-1')", 'Smart QR “qr-1”: it must be empty (no child elements or text).'],
    ["data-hw-ink must be one of blue, black (block 'note')", 'Handwriting “note”: its ink must be one of blue, black.'],
  ])('%s', (message, words) => {
    expect(htmlProblemWords(message)).toBe(words);
  });

  it('names the side for what it is, and passes a message it does not know unchanged', () => {
    expect(htmlProblemWords('html must be at most 250 KB')).toBe('The side’s HTML must be at most 250 KB');
    expect(htmlProblemWords('Something else went wrong')).toBe('Something else went wrong');
  });
});
