import { describe, expect, it } from 'vitest';
import { contentToLines, linesToContent } from './element-text.ts';

describe('element text', () => {
  it('edits paragraphs as lines and writes them back escaped', () => {
    const content = '<p>Dear {{firstName}},</p><p>Fish &amp; chips &lt;3</p>';
    expect(contentToLines(content)).toEqual(['Dear {{firstName}},', 'Fish & chips <3']);
    expect(linesToContent('Dear {{firstName}},\nFish & chips <3')).toBe(content);
    expect(contentToLines('Thank you')).toEqual(['Thank you']);
  });

  it('leaves content with other markup to be edited as HTML', () => {
    expect(contentToLines('Hello <b>there</b>')).toBeUndefined();
    expect(contentToLines('<p>One</p><ul><li>x</li></ul>')).toBeUndefined();
  });
});
