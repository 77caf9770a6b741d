/**
 * Headers that keep a page out of every other page's frames (clickjacking: a page on another local
 * port framed the signed-in console's "Reset the whole sandbox"). CSP's frame-ancestors for today's
 * browsers, X-Frame-Options for older ones; the hosted pages' own CSP says the same (pages/html.ts).
 */
export const NO_FRAMING: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};
