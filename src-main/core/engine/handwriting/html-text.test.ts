import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToLines } from './html-text.ts';

const texts = (html: string): string[] => htmlToLines(html).map((l) => l.text);

describe('htmlToLines', () => {
  it('splits paragraphs and <br>', () => {
    expect(texts('<p>Dear Sam,</p><p>Thanks for<br>everything.</p><p>Jo</p>')).toEqual(['Dear Sam,', 'Thanks for', 'everything.', 'Jo']);
    const lines = htmlToLines('<p>a</p><p>b<br/>c</p>');
    expect(lines.map((l) => l.paragraphStart)).toEqual([false, true, false]);
  });

  it('collapses whitespace in HTML and keeps newlines as breaks in plain text', () => {
    expect(texts('<p>  lots   of\n  space </p>')).toEqual(['lots of space']);
    expect(texts('line one\nline two\n\nnew paragraph')).toEqual(['line one', 'line two', 'new paragraph']);
    expect(htmlToLines('a\n\nb')[1]!.paragraphStart).toBe(true);
  });

  it('strips other tags, drops script/style content and comments', () => {
    expect(texts('<p>Hi <b>there</b> <a href="x">you</a></p><script>alert(1)</script><style>p{}</style><!-- note -->')).toEqual(['Hi there you']);
    expect(texts('<div onclick="x>y">ok</div>')).toEqual(['ok']);
  });

  it('decodes entities', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &#8212; &#x2764; caf&eacute; &bogus;')).toBe('Tom & Jerry <3 \u2014 \u2764 caf\u00e9 &bogus;');
    expect(texts('<p>Fish&nbsp;&amp;&nbsp;chips</p>')).toEqual(['Fish & chips']);
  });

  it('keeps blank lines made with <br> and drops empty edges', () => {
    expect(texts('<p>a<br><br>b</p>')).toEqual(['a', '', 'b']);
    expect(texts('<p></p><p>x</p><p></p>')).toEqual(['x']);
    expect(texts('')).toEqual([]);
  });
});
