import { describe, expect, it } from 'vitest';
import { CONTRACT } from '#shared/contract/index.ts';
import { proxiedPaths } from './dev-proxy.ts';

describe('the dev server proxy (npm run dev)', () => {
  const proxied = proxiedPaths(Object.values(CONTRACT).map((decl) => decl.path));

  it('sends every path the API declares to the server', () => {
    for (const decl of Object.values(CONTRACT)) expect(proxied.test(decl.path.replaceAll(/\{[^}]+\}/g, 'x')), decl.path).toBe(true);
  });

  it("keeps the app's own pages and modules on the dev server", () => {
    for (const page of ['/', '/api', '/designs', '/designs/d1', '/campaigns', '/console/requests', '/handwriting/own', '/src/main.tsx', '/@vite/client', '/node_modules/.vite/deps/react.js']) {
      expect(proxied.test(page), page).toBe(false);
    }
  });
});
