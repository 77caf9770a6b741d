// Each resource has one name: src-shared/contract/<resource>.ts declares its routes,
// routes/<resource>-routes.ts serves exactly those, and nothing else declares or serves one.
import { readdirSync } from 'node:fs';
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { fillPath, pathPattern, type RouteDecl } from '#shared/contract/define.ts';
import { CONTRACT, isRouteDecl, RESOURCES } from '#shared/contract/index.ts';
import { testCore } from '#core/test-support/test-core.ts';
import { implementedRoutes } from '../contract/implement.ts';
import type { AppEnv } from '../env.ts';
import { ROUTES_MODULES } from './index.ts';

const CONTRACT_DIR = new URL('../../../../src-shared/contract/', import.meta.url);
const ROUTES_DIR = new URL('./', import.meta.url);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const declaredIn = (module: object) => Object.entries(module).filter(([, value]) => isRouteDecl(value)).map(([name]) => name);
const resourceOf = new Map(Object.entries(RESOURCES).flatMap(([resource, module]) => declaredIn(module).map((name) => [name, resource] as const)));

describe('resource modules and routes modules', () => {
  it('pair by name: a routes module for every resource module, and no other', () => {
    expect(Object.keys(ROUTES_MODULES).sort()).toEqual(Object.keys(RESOURCES).sort());
    const resourceFiles = Object.keys(RESOURCES).map((name) => `${kebab(name)}.ts`);
    for (const file of resourceFiles) expect(readdirSync(CONTRACT_DIR), file).toContain(file);
    const routesFiles = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('-routes.ts'));
    expect(routesFiles.sort()).toEqual(Object.keys(ROUTES_MODULES).map((name) => `${kebab(name)}-routes.ts`).sort());
  });

  it('declare routes only in resource modules: the other files of the contract folder are helpers', async () => {
    const resourceFiles = new Set(Object.keys(RESOURCES).map((name) => `${kebab(name)}.ts`));
    const helpers = readdirSync(CONTRACT_DIR).filter((file) => file.endsWith('.ts') && !resourceFiles.has(file));
    expect(helpers.length).toBeGreaterThan(0);
    for (const file of helpers) {
      const module = (await import(new URL(file, CONTRACT_DIR).href)) as object;
      expect(declaredIn(module), `${file} declares routes but is not in RESOURCES`).toEqual([]);
    }
    for (const [resource, module] of Object.entries(RESOURCES)) expect(declaredIn(module).length, `${resource} declares no route`).toBeGreaterThan(0);
  });

  it('serve every declared route, each from the routes module of its resource, once', () => {
    const { context, keys } = testCore();
    for (const [resource, registerRoutes] of Object.entries(ROUTES_MODULES)) {
      const app = new OpenAPIHono<AppEnv>();
      registerRoutes(app, context, keys);
      expect([...implementedRoutes(app)].sort(), `${kebab(resource)}-routes.ts`).toEqual(declaredIn(RESOURCES[resource as keyof typeof RESOURCES]).sort());
    }
  });

  it('bind on the app every declared route and no undeclared one, besides the readiness probes', () => {
    // testCore() serves no UI files (no uiDir): their GET /* would be the one other.
    const core = testCore();
    expect([...implementedRoutes(core.app)].sort()).toEqual(Object.keys(CONTRACT).sort());
    const declared = new Set(Object.values(CONTRACT as Record<string, RouteDecl>).map((decl) => `${decl.method.toUpperCase()} ${decl.path.replace(/\/\{path\}$/, '/*').replace(/\{([^}]+)\}/g, ':$1')}`));
    const undeclared = core.app.routes.filter((route) => route.method !== 'ALL' && !declared.has(`${route.method} ${route.path}`)).map((route) => `${route.method} ${route.path}`);
    expect([...new Set(undeclared)].sort()).toEqual(['GET /health', 'GET /healthz', 'GET /ready']);
  });

  it('keep overlapping paths in one routes module, so the order of the modules does not matter to Hono', () => {
    const sample = (path: string) => fillPath(path, new Proxy({}, { get: () => 'x' }) as Record<string, string>);
    const entries = Object.entries(CONTRACT as Record<string, RouteDecl>);
    for (const [a, declA] of entries) {
      for (const [b, declB] of entries) {
        if (a !== b && declA.method === declB.method && pathPattern(declA.path).test(sample(declB.path))) expect(resourceOf.get(a), `${a} overlaps ${b}`).toBe(resourceOf.get(b));
      }
    }
  });
});
