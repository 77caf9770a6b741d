// Real-looking creatives for the benchmark and for eyeballing previews at
// physical size (scripts/bench-html.ts --previews DIR). Only data: images and
// system fonts, so they render offline.
import type { RenderDocumentRequest } from '../engine/html/index.ts';
import { productByKey } from '#shared/products.ts';

const svgData = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const MOUNTAINS = svgData(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#fde9c9"/></linearGradient></defs><rect width="300" height="200" fill="url(#s)"/><circle cx="220" cy="70" r="28" fill="#fff3d6"/><path d="M0 150 L60 90 L110 140 L170 70 L240 150 L300 110 L300 200 L0 200Z" fill="#6d4c41"/><path d="M0 170 L80 130 L150 175 L220 120 L300 165 L300 200 L0 200Z" fill="#3e2723"/></svg>`,
);
const HOUSE = svgData(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150"><rect width="200" height="150" fill="#dfe9f3"/><rect y="115" width="200" height="35" fill="#7cb342"/><path d="M40 70 L100 25 L160 70Z" fill="#b71c1c"/><rect x="50" y="70" width="100" height="55" fill="#fafafa"/><rect x="90" y="92" width="20" height="33" fill="#5d4037"/><rect x="60" y="82" width="20" height="18" fill="#90caf9"/><rect x="120" y="82" width="20" height="18" fill="#90caf9"/></svg>`,
);

export const SAMPLE_POSTCARDS: { name: string; request: RenderDocumentRequest; qrUrls: Record<string, string> }[] = [
  {
    name: 'coffee-a6',
    qrUrls: { menu: 'http://127.0.0.1:4010/q/rcp_01HZX3/menu' },
    request: {
      product: productByKey('a6_postcard')!,
      front: {
        html: `<div class="hero"><img src="${MOUNTAINS}" alt=""></div>
<div class="copy"><p class="kicker">Ridge Roasters</p><h1>Your first cup<br>is on us.</h1><p>Show this card at the counter before 30 June.</p></div>
<div class="qr"><div data-sqr data-sqr-id="menu" data-sqr-destination="https://ridge-roasters.example/menu" data-sqr-size="18mm" data-sqr-dots-type="rounded" data-sqr-corner-square-type="extra-rounded" data-sqr-corner-dot-type="dot" data-sqr-dots-color="#3e2723" data-sqr-background-color="#ffffff"></div><span>See the menu</span></div>`,
        styles: {
          body: { background: '#fff8ee', fontFamily: '"DejaVu Serif", serif', color: '#3e2723' },
          '.hero': { position: 'absolute', inset: '0 0 45% 0' },
          '.hero img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
          '.copy': { position: 'absolute', left: '10mm', bottom: '9mm', width: '80mm' },
          '.kicker': { margin: 0, fontFamily: '"DejaVu Sans", sans-serif', letterSpacing: '0.3mm', textTransform: 'uppercase', fontSize: '7pt' },
          h1: { margin: '1.5mm 0', fontSize: '17pt', lineHeight: 1.1 },
          '.copy p:last-child': { margin: 0, fontSize: '8pt' },
          '.qr': { position: 'absolute', right: '10mm', bottom: '9mm', textAlign: 'center', fontFamily: '"DejaVu Sans", sans-serif', fontSize: '6pt' },
          '.qr span': { display: 'block', marginTop: '1mm' },
        },
      },
      back: {
        html: `<div class="msg"><p>Hi Jamie,</p><p>We've opened a new roastery round the corner from you. Come by for a cup on the house, and say hello to Bea.</p><p>— Sam &amp; the Ridge team</p></div>
<div class="addr"><p>Jamie Rivera<br>14 Orchard Lane<br>Bristol BS1 4DJ<br>United Kingdom</p></div><div class="rule"></div>`,
        styles: {
          body: { background: '#ffffff', fontFamily: '"DejaVu Sans", sans-serif', color: '#263238' },
          '.msg': { position: 'absolute', left: '10mm', top: '12mm', width: '62mm', fontFamily: '"DejaVu Serif", serif', fontSize: '9pt', lineHeight: 1.45 },
          '.rule': { position: 'absolute', left: '78mm', top: '12mm', bottom: '12mm', borderLeft: '0.3mm solid #b0bec5' },
          '.addr': { position: 'absolute', left: '84mm', top: '55mm', fontSize: '8.5pt', lineHeight: 1.5 },
        },
      },
    },
  },
  {
    name: 'just-listed-4x6',
    qrUrls: { tour: 'http://127.0.0.1:4010/q/rcp_01HZX4/tour' },
    request: {
      product: productByKey('4x6_postcard')!,
      front: {
        html: `<style>
  .photo { position:absolute; left:0; top:0; width:62%; height:100%; background:url("${HOUSE}") center/cover; }
  .panel { position:absolute; right:0; top:0; width:38%; height:100%; background:#0d47a1; color:#fff; font-family:"DejaVu Sans",sans-serif; }
  .panel h1 { margin:12mm 6mm 2mm; font-size:19pt; line-height:1; }
  .panel p { margin:0 6mm; font-size:8pt; line-height:1.4; }
  .panel .price { margin-top:4mm; font-size:14pt; font-weight:bold; }
  .panel .scan { position:absolute; left:6mm; bottom:9mm; font-size:6.5pt; }
  .panel [data-sqr] { margin-bottom:1.5mm; }
</style>
<div class="photo"></div>
<div class="panel"><h1>Just<br>listed</h1><p>3 bed · 2 bath<br>1,840 sq ft · Maple Heights</p><p class="price">$489,000</p>
<div class="scan"><div data-sqr data-sqr-id="tour" data-sqr-destination="https://homes.example/listing/8812" data-sqr-size="0.8in" data-sqr-dots-type="classy" data-sqr-corner-square-type="extra-rounded" data-sqr-corner-dot-type="square" data-sqr-dots-color="#0d47a1" data-sqr-background-color="#ffffff" data-sqr-ecl="M"></div>Scan for the 3D tour</div></div>`,
      },
      back: { html: '<p style="font:10pt DejaVu Sans;margin:12mm">Dana Whitfield · Keystone Realty · (555) 010-4477</p>' },
    },
  },
  {
    name: 'thank-you-a5-card',
    qrUrls: { review: 'http://127.0.0.1:4010/q/rcp_01HZX5/review' },
    request: {
      product: productByKey('a5_card')!,
      orientation: 'portrait',
      front: {
        html: `<div class="frame"><h1>Thank you</h1><p>for shopping with Fernhill Florist.<br>We'd love to hear how the bouquet arrived.</p>
<div data-sqr data-sqr-id="review" data-sqr-destination="https://fernhill.example/review" data-sqr-size="25mm" data-sqr-dots-type="dots" data-sqr-corner-square-type="dot" data-sqr-corner-dot-type="dot" data-sqr-dots-color="#2e7d32"></div><p class="small">Scan to leave a review</p></div>`,
        styles: {
          body: { background: 'linear-gradient(160deg, #e8f5e9, #ffffff 60%)', fontFamily: '"DejaVu Serif", serif', color: '#1b5e20' },
          '.frame': { position: 'absolute', inset: '12mm', border: '0.4mm solid #a5d6a7', textAlign: 'center', paddingTop: '30mm' },
          h1: { fontSize: '34pt', fontWeight: 'normal', fontStyle: 'italic', margin: '0 0 6mm' },
          p: { fontSize: '10pt', lineHeight: 1.5, margin: '0 0 14mm' },
          '[data-sqr]': { width: '25mm', height: '25mm', margin: '0 auto' },
          '.small': { fontSize: '7pt', marginTop: '2mm' },
        },
      },
    },
  },
];
