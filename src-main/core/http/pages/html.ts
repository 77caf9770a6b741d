/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f1ea; color: #222; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0001; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #bbb; border-radius: 6px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .check { font-weight: 400; display: flex; gap: .5rem; align-items: center; }
  .error { background: #fde8e8; color: #8a1c1c; padding: .75rem; border-radius: 6px; }
  .field-error { color: #8a1c1c; font-size: .9rem; }
  button { margin-top: 1.5rem; padding: .6rem 1.2rem; font: inherit; border-radius: 6px; border: 0; cursor: pointer; }
  button.primary { background: #1f4fd1; color: #fff; } button.secondary { background: #e5e5e5; }
  table { font-size: .85rem; border-collapse: collapse; margin-top: 1.5rem; } td { padding: .2rem .5rem .2rem 0; vertical-align: top; }
  code { white-space: nowrap; }
  table.items { width: 100%; font-size: .95rem; margin: 1rem 0; } table.items th { text-align: left; border-bottom: 1px solid #ddd; padding: .3rem .5rem .3rem 0; }
  table.items tfoot th { border-top: 1px solid #ddd; border-bottom: 0; } table.items .num { text-align: right; }
`;

/** A complete page; hosted pages run no script and load nothing from elsewhere. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * Headers of hosted pages. No form-action directive: Chromium applies it to the
 * redirect after the POST, which must reach the partner's site. 'same-origin'
 * keeps the secret link out of the Referer sent to the partner while the form
 * POST still carries our Origin (with 'no-referrer' it would be "null" and the
 * origin guard would refuse it).
 */
export const HOSTED_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};
