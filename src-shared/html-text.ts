import { html } from 'hono/html';

/** Text made safe inside HTML content and quoted attributes, by Hono's escaper (the one the hosted pages use). */
export function escapeHtml(value: string): string {
  return String(html`${value}`);
}

/** Plain text as HTML a hand writes: paragraphs split by blank lines, a single newline a line break. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}
