// Each resource has one name from the contract to the screen: where the UI calls a
// resource's routes, src-renderer/src/api/<resource>.ts (the stem of
// src-shared/contract/<resource>.ts) declares them, and an api file that is not a
// helper is a resource's.
import { describe, expect, it } from 'vitest';
import { isRouteDecl, RESOURCES } from '#shared/contract/index.ts';

/** The api files that name no resource: the hooks' and calls' machinery, the event stream, the browser's sign-in, caches. */
const HELPERS = ['browser-session.ts', 'clients.ts', 'queries.ts', 'route-call.ts', 'sandbox-now.ts', 'server-events.ts', 'stale-routes.ts', 'thumbnail-cache.ts'];
/** Where a route is declared for the UI: in its resource's api file, as a hook (for components) and as a direct call (for code outside them). */
const HOOKS = 'queryHook|mutationHook';
const CALLS = 'routeCall|binaryCall|throwingCall|routeUrl';
const DECLARED = new RegExp(`\\b(?:${HOOKS}|${CALLS})\\(\\s*'(\\w+)'`, 'g');
/** Everywhere the renderer names a route: its declarations, and calls through a client by name. */
const NAMED = new RegExp(`(?:\\b(?:${HOOKS}|${CALLS})\\(|\\.(?:call|callBinary|urlOf)\\(|\\bcallOrThrow\\(\\s*[\\w!.]+,)\\s*'(\\w+)'`, 'g');

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const resourceOf = new Map(Object.entries(RESOURCES).flatMap(([resource, module]) => Object.entries(module).filter(([, value]) => isRouteDecl(value)).map(([name]) => [name, kebab(resource)] as const)));
const routesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
// The renderer's sources as text, by path from src-renderer/src (Vite reads them; the renderer's code has no fs).
const sources = Object.entries(import.meta.glob<string>(['/src-renderer/src/**/*.{ts,tsx}', '!/src-renderer/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => ({ file: path.replace('/src-renderer/src/', ''), text }));
const textOf = new Map(sources.map(({ file, text }) => [file, text]));
const apiFiles = sources.filter(({ file }) => /^api\/[^/]+\.ts$/.test(file)).map(({ file }) => file.slice(4));

describe('api/<resource>.ts', () => {
  it('is named after a resource module, unless it is a helper', () => {
    const resources = new Set(resourceOf.values());
    for (const helper of HELPERS) expect(apiFiles, helper).toContain(helper);
    for (const file of apiFiles.filter((f) => !HELPERS.includes(f))) expect(resources.has(file.replace(/\.ts$/, '')), `api/${file} names no resource of src-shared/contract`).toBe(true);
  });

  it('declares routes of its own resource only, at least one, and each at most once as a hook and once as a call', () => {
    for (const file of apiFiles.filter((f) => !HELPERS.includes(f))) {
      const text = textOf.get(`api/${file}`)!;
      const routes = routesIn(text, DECLARED);
      expect(routes.length, `api/${file} declares no route`).toBeGreaterThan(0);
      for (const kind of [HOOKS, CALLS]) {
        const declared = routesIn(text, new RegExp(`\\b(?:${kind})\\(\\s*'(\\w+)'`, 'g'));
        expect(new Set(declared).size, `api/${file} declares a route twice`).toBe(declared.length);
      }
      for (const route of routes) expect(resourceOf.get(route), `${route} in api/${file}`).toBe(file.replace(/\.ts$/, ''));
    }
  });

  it('is the only place that declares a hook or call of a route', () => {
    const elsewhere = sources.filter(({ file }) => !(file.startsWith('api/') && !HELPERS.includes(file.slice(4)))).flatMap(({ file, text }) => routesIn(text, DECLARED).map((route) => `${route} in ${file}`));
    expect(elsewhere).toEqual([]);
  });

  it('is the only place that names a route: no call by name elsewhere', () => {
    const elsewhere = sources.filter(({ file }) => !file.startsWith('api/')).flatMap(({ file, text }) => routesIn(text, NAMED).map((route) => `${route} in ${file}`));
    expect(elsewhere).toEqual([]);
  });

  it('exists for every resource whose routes the renderer names', () => {
    const named = new Set(sources.flatMap(({ text }) => routesIn(text, NAMED)));
    expect(named.size).toBeGreaterThan(50);
    for (const route of named) {
      const resource = resourceOf.get(route);
      expect(resource, `${route} is not a declared route`).toBeDefined();
      expect(apiFiles, `the renderer calls ${route}, but there is no api/${resource}.ts`).toContain(`${resource}.ts`);
    }
  });
});
