import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tempDir } from '#core/test-support/test-core.ts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontStack, PRINT_FONTS } from '#shared/print-fonts.ts';
import { productByKey } from '#shared/products.ts';
import { chromiumMissing } from '#core/test-support/chromium.ts';
import { createHtmlSideEngine } from './create-html-side-engine.ts';
import type { HtmlSideEngine } from './html-side-engine.ts';
import { createNetworkPolicy, type PolicyEvent } from './network-policy.ts';
import { printFontCss } from './print-font-css.ts';

const requests: PolicyEvent[] = [];
let renderer: HtmlSideEngine;

beforeAll(async () => {
  const policy = createNetworkPolicy();
  policy.onDecision((e) => requests.push(e));
  renderer = createHtmlSideEngine({ networkPolicy: policy, poolSize: 1 });
  if (!chromiumMissing) await renderer.warmUp();
});
afterAll(() => renderer.close());

describe('the bundled print typefaces', () => {
  it('embeds only the families a side names, from the packages, as data: URLs', () => {
    expect(printFontCss('<p>plain</p>', { backgroundColor: '#fff' })).toBe('');
    const css = printFontCss(`<div style="font-family:'Lora', serif">x</div>`, { fontFamily: "'Bebas Neue', sans-serif" });
    expect(css.match(/font-family:'([^']+)'/g)?.map((m) => m.slice(13, -1)).sort()).toEqual(expect.arrayContaining(['Bebas Neue', 'Lora']));
    expect(css).not.toContain('Montserrat');
    expect(css).toContain('url(data:font/woff2;base64,');
    expect(css).not.toMatch(/url\((?!data:)/);
  });

  it.skipIf(Boolean(chromiumMissing))('prints each family in its own face, embedded in the PDF, with no request to the network', async () => {
    const html = PRINT_FONTS.map((f, i) => `<div style="position:absolute;left:6mm;top:${5 + i * 10}mm;font-family:${fontStack(f).replace(/'/g, '&#39;')};font-size:18pt">${f.family} Ågård Łódź${f.weights.includes(700) ? ' <b>bold</b>' : ''}${f.italic ? ' <i>italic</i>' : ''}</div>`).join('');
    const doc = await renderer.renderDocument({ product: productByKey('a4_letter')!, front: { html } });
    const dir = tempDir();
    writeFileSync(join(dir, 'fonts.pdf'), doc.pdf);
    const fonts = execFileSync('pdffonts', [join(dir, 'fonts.pdf')], { encoding: 'utf8' });
    for (const f of PRINT_FONTS) {
      const name = f.family.replace(/ /g, '');
      const rows = fonts.split('\n').filter((line) => line.includes(name));
      expect(rows.length, `${f.family} in\n${fonts}`).toBeGreaterThan(0);
      // pdffonts' "emb" column: every face of the family is embedded.
      for (const row of rows) expect(row, row).toMatch(/\s+yes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
    }
    // No fallback face was needed for any of it: only bundled families are in the PDF.
    const families = fonts.split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
    for (const family of families) expect(PRINT_FONTS.some((f) => family.startsWith(f.family.replace(/ /g, ''))), family).toBe(true);
    expect(requests).toEqual([]);
  });
});
