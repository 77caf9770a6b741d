import { describe, expect, it } from 'vitest';
import { pageGeometry } from './page-geometry.ts';
import { prepareSide } from './prepare-side.ts';

const geometry = pageGeometry({ widthMm: 148, heightMm: 105, bleedMm: 3 });

/** The warning that the front side lost `count` of `what`. */
const removed = (what: string, count: number) => ({ side: 'front', action: 'removed', what, count });

// The sanitiser keeps accepting forbidden HTML (it renders with JavaScript
// disabled) but says what it removed, so the caller can be told.
describe('what the sanitiser removes is reported', () => {
  it('names each removed element, handler, link and CSS rule once, with a count', async () => {
    const html = [
      '<script>alert(1)</script><script src="https://cdn.example.com/x.js"></script>',
      '<iframe src="http://127.0.0.1:8080/admin"></iframe>',
      '<link rel="stylesheet" href="https://cdn.example.com/site.css">',
      '<a href="javascript:alert(1)" onclick="steal()">Click</a>',
      '<img src="https://example.com/a.png" onerror="x()" srcset="javascript:y 1x">',
      '<form action="https://evil.example/post" method="post"><button formaction="https://e/x">Go</button></form>',
      '<style>@import url(https://cdn.example.com/more.css); .hero { background: url(javascript:alert(1)) }</style>',
      '<p style="background-image: url(&quot;javascript:x&quot;)">Hello</p>',
    ].join('');
    const side = await prepareSide({ html, styles: { body: { background: 'url(javascript:z)' } } }, { side: 'front', geometry });
    expect(side.warnings.list()).toEqual(
      expect.arrayContaining([
        removed('<script> element', 2),
        removed('<iframe> element', 1),
        removed('<link> element', 1),
        removed('javascript: URL (href)', 1),
        removed('onclick attribute', 1),
        removed('onerror attribute', 1),
        removed('javascript: URL (srcset)', 1),
        removed('action attribute', 1),
        removed('formaction attribute', 1),
        removed('method attribute of <form>', 1),
        removed('@import rule', 1),
        removed('javascript: URL in CSS', 3),
      ]),
    );
    expect(side.html).not.toMatch(/<script|<iframe|<link|javascript:|@import|onclick|onerror/i);
  });

  it('reports nothing for clean HTML', async () => {
    const side = await prepareSide({ html: '<main style="padding:8mm"><h1>Hi</h1><img src="https://example.com/a.png"></main>', styles: { color: '#111' } }, { side: 'back', geometry });
    expect(side.warnings.list()).toEqual([]);
  });
});
