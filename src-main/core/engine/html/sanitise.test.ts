import fc from 'fast-check';
import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitiseCss } from './sanitise-css.ts';
import { isForbiddenUrl, sanitiseDocument } from './sanitise-html.ts';

function clean(html: string): string {
  const doc = parse(html, { scriptingEnabled: false });
  sanitiseDocument(doc);
  return serialize(doc);
}

function removals(html: string): string[] {
  const removed: string[] = [];
  sanitiseDocument(parse(html, { scriptingEnabled: false }), (what) => removed.push(what));
  return removed;
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

describe('sanitiseDocument keeps only what it knows to be safe', () => {
  it('drops attributes it does not know, whatever they are, and says so', () => {
    const html = '<p hx-get="/x" contenteditable="true" nonce="n" popover xmlns:foo="bar" data-sqr-id="offer" aria-label="Offer" class="c" style="color:red">kept</p>';
    expect(removals(html)).toEqual(['hx-get attribute', 'contenteditable attribute', 'nonce attribute', 'popover attribute', 'xmlns:foo attribute']);
    expect(clean(html)).toContain('<p data-sqr-id="offer" aria-label="Offer" class="c" style="color:red">kept</p>');
  });

  it('unwraps an unknown element (its text stays), and removes MathML, foreignObject, animation and comments whole', () => {
    const out = clean('<marquee>Sale</marquee><my-card><b>Hi</b></my-card><math><mi xlink:href="data:x,<script>alert(4)</script>">m</mi></math><svg><foreignObject><p>x</p></foreignObject><set attributeName="fill" to="red"/><rect width="1" height="1"/></svg><!-- <img src=x> -->');
    expect(out).toContain('<body>Sale<b>Hi</b><svg><rect width="1" height="1"></rect></svg></body>');
    expect(removals('<marquee>Sale</marquee><math></math><svg><foreignObject></foreignObject></svg>')).toEqual(['<marquee> element', '<math> element', '<foreignobject> element']);
  });

  it('reads markup as the browser will: an element that breaks out of SVG is checked as HTML', () => {
    const out = clean('<svg><style><img src="https://x/a.png" onerror="alert(1)"></style></svg><svg><p onclick="x()">t</p></svg>');
    expect(out).not.toMatch(/onerror|onclick/);
    expect(out).toContain('<img src="https://x/a.png">');
  });

  it('lets a URL attribute carry only the schemes it needs', () => {
    expect(removals('<a href="data:text/html,<b>x</b>">a</a><a href="mailto:a@b.c">m</a><a href="tel:+441234">t</a><a href="#top">f</a>')).toEqual(['data: URL (href)']);
    expect(removals('<img src="data:image/png;base64,AA"><img src="data:text/html,x"><svg><image href="data:image/png;base64,AA"/><image href="ftp://x/a.png"/></svg>')).toEqual(['data: URL (src)', 'ftp: URL (href)']);
    expect(removals('<img srcset="https://a/x.png 1x, data:image/png;base64,AA 2x">')).toEqual([]);
  });

  // What comes out is parsed again by the browser: it must mean the same there.
  it('gives markup that a second pass finds nothing more to remove from', () => {
    const piece = fc.constantFrom(
      '<svg>', '</svg>', '<math>', '<style>', '</style>', '<p onclick="x()">', '</p>', '<img src=x onerror=y>', '<a href="javascript:z">', '<table>', '<td>', '<form action=/x>', '<select>', '<option>',
      '<noscript>', '<template>', '<textarea>', '</textarea>', '<!--', '-->', '<![CDATA[', ']]>', '<foreignObject>', '<title>', '</title>', '<desc>', '<mglyph>', '<malignmark>', 'text', '"', "'", '<', '>', '&lt;', '<b>', '</b>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const once = clean(pieces.join(''));
        expect(removals(once), once).toEqual([]);
      }),
      { numRuns: 400, seed: 26 },
    );
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

  it('changes only what it removes, and reads the CSS as a browser does (css-tree\'s tokenizer)', () => {
    const removed: string[] = [];
    expect(sanitiseCss("p { color: red } @media print { @import 'x.css'; p { color: blue } } q { a: b }", (what) => removed.push(what))).toBe('p { color: red } @media print {  p { color: blue } } q { a: b }');
    expect(sanitiseCss('@import url(x) /* ; */ ; a{b:c}')).toBe(' a{b:c}');
    expect(sanitiseCss('@media print { a { b: c }')).toBe('@media print { a { b: c }');
    // inside url(…) and comments, an @ starts no rule
    expect(sanitiseCss('a { b: url(@import) } /* @import "x"; */')).toBe('a { b: url(@import) } /* @import "x"; */');
    expect(sanitiseCss('background:url(javascript:x)', (what) => removed.push(what))).toBe('background:url(about:invalid#x)');
    expect(removed).toEqual(['@import rule', 'javascript: URL in CSS']);
  });

  it('neutralises a scheme spelled with escapes', () => {
    const removed: string[] = [];
    expect(sanitiseCss('a { b: url(jav\\61script:x); c: "\\66ile:y" }', (what) => removed.push(what))).toBe('a { b: url(about:invalid#); c: "about:invalid#" }');
    expect(removed).toEqual(['javascript: URL in CSS', 'file: URL in CSS']);
  });
});
