import { describe, expect, it } from 'vitest';
import { adoptBrandKit, fontsOf, paletteOf } from './brand-adopt.ts';
import { imageElement, qrElement } from './design-elements.ts';
import { contrastRatio } from './colour.ts';
import { elementsOf } from './design-html.ts';

const heading = `<div data-ink-id="headline" data-ink-kind="text" style="position:absolute;left:7mm;top:7mm;width:100mm;height:14mm;font-family:'Playfair Display', serif;font-size:28pt;color:#8a1d3a">Thank you</div>`;
const body = `<div data-ink-id="body" data-ink-kind="text" style="position:absolute;left:7mm;top:30mm;width:100mm;height:14mm;font-family:'Source Sans 3', sans-serif;font-size:10pt;color:#1f2430;background-color:#8a1d3a">Visit us</div>`;
const band = `<div data-ink-id="band" data-ink-kind="text" style="position:absolute;left:0;top:90mm;width:154mm;height:21mm;background-color:#e8b04a;font-family:'Source Sans 3', sans-serif;font-size:12pt"></div>`;
const qr = qrElement('qr-1', { x: 120, y: 60, width: 24, height: 24 }).replace('data-sqr-size', 'data-sqr-dots-color="#8a1d3a" data-sqr-size');
const logo = imageElement('logo', { x: 120, y: 7, width: 24, height: 12 }, 'data:image/svg+xml;base64,PHN2Zy8+').replace('<img ', '<img data-ink-role="logo" ');
const sides = { front: { html: [heading, body, band, qr, logo].join('\n'), styles: { backgroundColor: '#fffdf8' } }, back: { html: body, styles: { backgroundColor: '#e8b04a' } } };
const kit = { logo: 'data:image/png;base64,iVBORw0KGgo=', colours: [{ value: '#0a6b5a' }, { value: '#ffcc00' }], heading_font: 'Bebas Neue', body_font: 'Lora' };

describe('a starter adopts a brand kit', () => {
  it('reads the starter’s brand: colours by use (neutrals and Smart QR colours left out), heading and body fonts', () => {
    expect(paletteOf(sides)).toEqual(['#8a1d3a', '#e8b04a']);
    expect(fontsOf(sides)).toEqual({ heading: 'Playfair Display', body: 'Source Sans 3' });
  });

  it('puts the kit’s colours, fonts and logo in their place, leaving codes and neutrals alone', () => {
    const adopted = adoptBrandKit(sides, kit);
    const [h, b, , code, image] = elementsOf(adopted.front.html);
    expect(h!.style['color']).toBe('#0a6b5a');
    expect(h!.style['font-family']).toBe("'Bebas Neue', sans-serif");
    expect(b!.style['font-family']).toBe("'Lora', serif");
    // The dark body text no longer reads on the kit's dark green (1.9:1): it takes a light shade of itself that does.
    expect(b!.style['color']).toBe('#d8d9db');
    expect(contrastRatio('#d8d9db', '#0a6b5a')).toBeGreaterThanOrEqual(4.5);
    expect(b!.style['background-color']).toBe('#0a6b5a');
    expect(code!.attrs['data-sqr-dots-color']).toBe('#8a1d3a');
    expect(image!.attrs['src']).toBe(kit.logo);
    expect(image!.style['object-fit']).toBe('contain');
    expect(adopted.front.styles).toEqual({ backgroundColor: '#fffdf8' });
    expect(adopted.back!.styles).toEqual({ backgroundColor: '#ffcc00' });
  });

  it('changes only what the kit has', () => {
    const adopted = adoptBrandKit(sides, { logo: null, colours: [{ value: '#000080' }], heading_font: null, body_font: null });
    const [h, , band] = elementsOf(adopted.front.html);
    expect(h!.style['color']).toBe('#000080');
    expect(h!.style['font-family']).toBe("'Playfair Display', serif");
    expect(band!.style['background-color']).toBe('#e8b04a');
    expect(elementsOf(adopted.front.html)[4]!.attrs['src']).toContain('svg');
  });

  it('swaps fonts in one pass when the kit reverses the starter’s heading and body', () => {
    const adopted = adoptBrandKit(sides, { logo: null, colours: [], heading_font: 'Source Sans 3', body_font: 'Playfair Display' });
    const [h, b] = elementsOf(adopted.front.html);
    expect(h!.style['font-family']).toBe("'Source Sans 3', sans-serif");
    expect(b!.style['font-family']).toBe("'Playfair Display', serif");
  });

  it('never leaves a contrast failure: a kit colour too pale for its ground is printed in the nearest shade of it that reads', () => {
    const subline = `<div data-ink-id="subline" data-ink-kind="text" style="position:absolute;left:7mm;top:24mm;width:100mm;height:8mm;font-size:11pt;color:#1d3a8a">Ten per cent off</div>`;
    const big = `<div data-ink-id="big" data-ink-kind="text" style="position:absolute;left:7mm;top:40mm;width:100mm;height:14mm;font-size:28pt;color:#1d3a8a">Sale</div>`;
    const adopted = adoptBrandKit({ front: { html: subline + big, styles: { backgroundColor: '#ffffff' } }, back: null }, { logo: null, colours: [{ value: '#e0b43c' }], heading_font: null, body_font: null });
    const [small, large] = elementsOf(adopted.front.html);
    expect(contrastRatio('#e0b43c', '#ffffff')).toBeLessThan(2);
    expect(small!.style['color']).not.toBe('#e0b43c');
    expect(contrastRatio(small!.style['color']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Large text needs 3:1 only, so it keeps more of the gold.
    expect(contrastRatio(large!.style['color']!, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(large!.style['color']!, '#ffffff')).toBeLessThan(contrastRatio(small!.style['color']!, '#ffffff')!);
  });
});

describe('a kit with logos for light and dark grounds', () => {
  it('puts on each side the logo made for its ground, and the main logo where none is', () => {
    const forLight = 'data:image/png;base64,TElHSFQ=';
    const forDark = 'data:image/png;base64,REFSSw==';
    const adopted = adoptBrandKit(
      { front: { html: logo, styles: { backgroundColor: '#fffdf8' } }, back: { html: logo, styles: { backgroundColor: '#14213d' } } },
      { logo: 'data:image/png;base64,TUFJTg==', logos: [{ ground: 'light', src: forLight }, { ground: 'dark', src: forDark }], colours: [], heading_font: null, body_font: null },
    );
    expect(elementsOf(adopted.front.html)[0]!.attrs['src']).toBe(forLight);
    expect(elementsOf(adopted.back!.html)[0]!.attrs['src']).toBe(forDark);
    const onlyMain = adoptBrandKit({ front: { html: logo, styles: { backgroundColor: '#14213d' } }, back: null }, { logo: 'data:image/png;base64,TUFJTg==', logos: [{ ground: 'light', src: forLight }], colours: [], heading_font: null, body_font: null });
    expect(elementsOf(onlyMain.front.html)[0]!.attrs['src']).toBe('data:image/png;base64,TUFJTg==');
    // A white logo made for dark cards would vanish on a light one: without a main logo, the starter keeps its own.
    const starterLogo = elementsOf(logo)[0]!.attrs['src'];
    const onlyDark = adoptBrandKit({ front: { html: logo, styles: { backgroundColor: '#fffdf8' } }, back: null }, { logo: null, logos: [{ ground: 'dark', src: forDark }], colours: [], heading_font: null, body_font: null });
    expect(elementsOf(onlyDark.front.html)[0]!.attrs['src']).toBe(starterLogo);
  });
});
