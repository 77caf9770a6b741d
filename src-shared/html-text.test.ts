import { describe, expect, it } from 'vitest';
import { escapeHtml, textToHtml } from './html-text.ts';

describe('text into HTML', () => {
  it('escapes what HTML would read as markup, in content and quoted attributes', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe('&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;');
  });

  it('makes paragraphs of blank-line-separated text and line breaks of single newlines', () => {
    expect(textToHtml('Dear Sam,\n\nThank you.\nSee you soon.\n\n\nAnna')).toBe('<p>Dear Sam,</p><p>Thank you.<br>See you soon.</p><p>Anna</p>');
    expect(textToHtml('  <script>  \r\n')).toBe('<p>&lt;script&gt;</p>');
    expect(textToHtml('')).toBe('');
  });
});
