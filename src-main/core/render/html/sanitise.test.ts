import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitiseCss } from './sanitise-css.ts';
import { isForbiddenUrl, sanitiseDocument } from './sanitise-html.ts';

function clean(html: string): string {
  const doc = parse(html, { scriptingEnabled: false });
  sanitiseDocument(doc);
  return serialize(doc);
}

describe('sanitiseDocument', () => {
  it('removes scripts, frames, objects, embeds, base, link, meta and templates with their content', () => {
    const out = clean(
      '<meta http-equiv="refresh" content="0;url=https://x"><link rel="stylesheet" href="https://x/a.css"><base href="https://x/"><script>alert(1)</script><noscript><p>n</p></noscript><iframe src="https://x"></iframe><object data="x"></object><embed src="x"><template><img src="x"></template><svg><script>1</script></svg><p>kept</p>',
    );
    expect(out).not.toMatch(/<(meta|link|base|script|noscript|iframe|object|embed|template)\b/);
    expect(out).toContain('<p>kept</p>');
  });

  it('removes inline handlers, javascript:/vbscript:/file: URLs, form actions, srcdoc and ping', () => {
    const out = clean(
      `<body onload="x()"><img src="data:image/png;base64,AA" onerror="x()" ONCLICK="y()"><a href=" jav&#x09;ascript:x()" ping="https://p">a</a><a href="https://ok.example/">ok</a><img src="file:///etc/passwd"><img src="%6Aavascript:x"><form action="https://x/post" method="post" target="_blank"><button formaction="https://x/b">b</button></form><svg><a xlink:href="javascript:x()"><text>t</text></a><animate attributeName="href" to="javascript:x()"/></svg><img srcset="https://a/x.png 1x, javascript:x 2x">`,
    );
    expect(out).not.toMatch(/\bon\w+=|javascript|file:|action=|ping=|method=|attributename|srcset/i);
    expect(out).toContain('src="data:image/png;base64,AA"');
    expect(out).toContain('href="https://ok.example/"');
  });

  it('cleans CSS in <style> and style=""', () => {
    const out = clean('<style>@import url(https://x/a.css); p { color: red }</style><p style="background:url(javascript:x)">p</p>');
    expect(out).not.toContain('@import');
    expect(out).toContain('p { color: red }');
    expect(out).toContain('url(about:invalid#x)');
  });

  it('flags forbidden URL forms', () => {
    expect(isForbiddenUrl('JavaScript:alert(1)')).toBe(true);
    expect(isForbiddenUrl(' \njava\tscript:x')).toBe(true);
    expect(isForbiddenUrl('%6a%61vascript:x')).toBe(true);
    expect(isForbiddenUrl('file:///etc/passwd')).toBe(true);
    expect(isForbiddenUrl('https://example.com/javascript:x')).toBe(false);
    expect(isForbiddenUrl('data:image/png;base64,AA')).toBe(false);
  });
});

describe('sanitiseCss', () => {
  it('removes @import in every spelling, @page, and unknown at-rules, keeps layout at-rules', () => {
    const css = `@import "a.css"; @IMPORT url(b.css) print; @\\69mport url(c.css); @page { size: A4 } @namespace x url(y);
@media print { p { color: red } } @font-face { font-family: F; src: url(https://fonts.example/f.woff2) } @supports (display:grid) { a { b: c } }
div::after { content: "@import 'x'" }`;
    const out = sanitiseCss(css);
    expect(out.split('div::after')[0]).not.toMatch(/@import|@IMPORT|\\69mport|@page|@namespace/);
    expect(out).toContain('@media print { p { color: red } }');
    expect(out).toContain('@font-face');
    expect(out).toContain('@supports');
    expect(out).toContain(`content: "@import 'x'"`);
  });

  it('neutralises script and file URLs and can never close its <style>', () => {
    expect(sanitiseCss('a { background: url( "file:///etc/x.png" ) }')).toContain('url( "about:invalid#');
    expect(sanitiseCss('a { content: "</style><script>x</script>" }')).not.toContain('</');
  });
});
