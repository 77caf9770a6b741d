import { describe, expect, it } from 'vitest';
import { contentToEditorHtml, editorHtmlToHandwriting, editorHtmlToText, pastedLines } from './rich-text-html.ts';

describe('the in-place editor and the side’s HTML', () => {
  it('loads bare text and paragraphs as paragraphs', () => {
    expect(contentToEditorHtml('Your headline')).toBe('<p>Your headline</p>');
    expect(contentToEditorHtml('<p>Dear {{firstName}},</p><p>Thanks</p>')).toBe('<p>Dear {{firstName}},</p><p>Thanks</p>');
    expect(contentToEditorHtml('<p style="margin:0">a</p><p style="margin:0"><br></p>')).toBe('<p style="margin:0">a</p><p style="margin:0"></p>');
  });

  it('writes one plain paragraph of text as bare text, with its marks', () => {
    expect(editorHtmlToText('<p>Spring <strong>sale</strong> <span style="color: #c0392b; font-size: 24pt">now</span></p>')).toBe('Spring <strong>sale</strong> <span style="color: #c0392b; font-size: 24pt">now</span>');
  });

  it('writes several paragraphs without margins, an empty one keeping its line', () => {
    expect(editorHtmlToText('<p>One</p><p></p><p><em>Three</em></p>')).toBe('<p style="margin:0">One</p><p style="margin:0"><br></p><p style="margin:0"><em>Three</em></p>');
  });

  it('keeps handwriting to text paragraphs the engine reads', () => {
    expect(editorHtmlToHandwriting('<p>Dear {{ first_name | default: "Friend" }},</p><p><strong>Thanks</strong> &amp; more</p>')).toBe('<p>Dear {{ first_name | default: "Friend" }},</p><p>Thanks &amp; more</p>');
  });

  it('pastes plain text one paragraph a line', () => {
    expect(pastedLines('Hello\r\nworld\n')).toEqual(['Hello', 'world']);
  });
});
