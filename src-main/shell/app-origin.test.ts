import { describe, expect, it } from 'vitest';
import { appOrigins, isAppFrame, isAppUrl, startFailureText } from './app-origin.ts';

describe("the desktop window's own origin", () => {
  const origins = appOrigins('http://127.0.0.1:4785', 'http://localhost:5173/');

  it('is the core and the dev renderer, by scheme, host and port', () => {
    expect(origins).toEqual(['http://127.0.0.1:4785', 'http://localhost:5173']);
    expect(isAppUrl('http://127.0.0.1:4785/campaigns?x=1#y', origins)).toBe(true);
    expect(isAppUrl('http://localhost:5173/studio/1', origins)).toBe(true);
    for (const url of ['http://127.0.0.1:4786/', 'https://127.0.0.1:4785/', 'http://localhost:4785/', 'http://127.0.0.1:4785.evil.example/', 'https://example.com/', 'about:blank', 'file:///etc/passwd', 'data:text/html,x', 'javascript:alert(1)', 'not a url', '', undefined]) {
      expect(isAppUrl(url, origins), String(url)).toBe(false);
    }
  });

  it("answers the bridge only for the window's top frame on one of the app's pages", () => {
    expect(isAppFrame({ url: 'http://127.0.0.1:4785/api', parent: null }, origins)).toBe(true);
    expect(isAppFrame({ url: 'http://127.0.0.1:4785/api', parent: {} }, origins)).toBe(false); // an iframe, even of our own origin
    expect(isAppFrame({ url: 'https://example.com/', parent: null }, origins)).toBe(false);
    expect(isAppFrame(null, origins)).toBe(false); // a frame gone since it asked
  });

  it('says why the app could not start and where its data folder is', () => {
    const text = startFailureText(new Error('SQLITE_BUSY: database is locked'), '/home/ada/.config/Inkpost');
    expect(text).toMatch(/^SQLITE_BUSY: database is locked\n\nData folder: \/home\/ada\/\.config\/Inkpost\n/);
  });
});
