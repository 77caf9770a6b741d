import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { HOSTED_STYLE } from './hosted-style.ts';

/** A piece of a hosted page made by Hono's `html` template: the values in it are escaped once, by Hono. */
export type Html = HtmlEscapedString;

/** Hono's `html` for pages whose values are all at hand (no promise), so a piece is a string, never a promise. */
export function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const piece = html(strings, ...values);
  if (piece instanceof Promise) throw new Error('A hosted page piece must not wait on anything');
  return piece;
}

/** "What happens next", said on every hosted page. */
export function nextStep(text: string | Html): Html {
  return h`<p class="next" data-testid="next-step"><strong>What happens next</strong>${text}</p>`;
}

/** A complete hosted page; it runs no script and loads nothing but its own font from this server. */
export function hostedPage(title: string, body: Html, options: { wide?: boolean } = {}): string {
  return String(h`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Inkpost</title>
<style>${raw(HOSTED_STYLE)}</style>
</head>
<body class="${options.wide ? 'wide' : ''}">
<header class="top">Inkpost <span>Offline sandbox</span></header>
<main>${body}</main>
<footer class="foot">This page is served by your local Inkpost sandbox: no real card is ever charged and nothing leaves this computer.</footer>
</body>
</html>`);
}

/** A page that ends a flow or says why it cannot go on: completed, cancelled, used, expired or unknown link. */
export function messagePage(view: { title: string; message: string; tone: 'ok' | 'info' | 'error'; next: string; link?: { href: string; text: string; testId: string } }): string {
  const badge = { ok: 'Done', info: 'Nothing changed', error: 'Cannot go on' }[view.tone];
  return hostedPage(
    view.title,
    h`<p class="status ${view.tone}">${badge}</p>
<h1 data-testid="page-title">${view.title}</h1>
<p data-testid="page-message">${view.message}</p>
${nextStep(view.next)}
${view.link ? h`<p><a href="${view.link.href}" data-testid="${view.link.testId}">${view.link.text}</a></p>` : ''}`,
  );
}

/**
 * Headers of hosted pages. No form-action directive: Chromium applies it to the
 * redirect after the POST, which must reach the partner's site. 'same-origin'
 * keeps the secret link out of the Referer sent to the partner while the form
 * POST still carries our Origin (with 'no-referrer' it would be "null" and the
 * origin guard would refuse it).
 */
export const HOSTED_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A hosted page as a route's answer: its status, its HTML and the hosted pages' headers. */
export interface PageAnswer<S extends number> {
  status: S;
  html: string;
  headers: Record<string, string>;
}

export const pageAnswer = <S extends number>(status: S, html: string): PageAnswer<S> => ({ status, html, headers: HOSTED_PAGE_HEADERS });
