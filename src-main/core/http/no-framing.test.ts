import { describe, expect, it } from 'vitest';
import { testCore } from '#core/test-support/test-core.ts';
import { uiFolder } from '#core/test-support/ui-folder.ts';

// Issue 41, point 7: a page on another local port framed the signed-in console's State view
// ("Reset the whole sandbox"): the UI sent neither frame-ancestors nor X-Frame-Options.

describe('the app’s pages refuse to be framed', () => {
  it.each(['/', '/console/state', '/api', '/designs/0b6c1d7e', '/assets/app.js', '/api/docs'])('%s sends frame-ancestors none and X-Frame-Options DENY', async (path) => {
    const core = testCore({ uiDir: uiFolder(), workers: false });
    const res = await core.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
