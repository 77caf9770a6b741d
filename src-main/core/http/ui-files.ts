import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { methodsForPath } from '#shared/contract/index.ts';
import type { AppEnv } from './env.ts';
import { NO_FRAMING } from './no-framing.ts';

/** Every UI file: revalidated, and never inside another page's frame. */
const UI_HEADERS = { 'Cache-Control': 'no-cache', ...NO_FRAMING };

/** The API's, the sandbox's, the app's own and every declared path (a GET of a POST-only one is a 405): never a UI file. */
function isApiPath(url: string): boolean {
  const pathname = new URL(url).pathname;
  return pathname.startsWith('/api/') || pathname.startsWith('/_') || methodsForPath(pathname).length > 0;
}

/** The first path segments of the UI's views (src-renderer/src/app/routes.tsx; ui-files.test.ts holds the two together). */
export const UI_VIEW_SEGMENTS = ['', 'api', 'editor', 'templates', 'campaigns', 'designs', 'handwriting', 'settings', 'console'];

/**
 * Whether an extension-less path gets the app's page: one of the UI's views, or
 * any path a browser navigates to (its own "nothing here" view answers). A probe
 * or an HTTP client asking for /healthz, /metrics or a typo gets the API's 404,
 * never a 200 page that looks like success.
 */
function wantsAppPage(path: string, accept: string | undefined): boolean {
  const segment = path.split('/')[1] ?? '';
  return UI_VIEW_SEGMENTS.includes(segment) || (accept ?? '').includes('text/html');
}

/**
 * The app's page. The build links its assets relatively (./assets/...), as
 * Electron's builds must; a <base> makes them resolve from the root when the
 * page is a deeper route (a reload of /designs/<id>).
 */
async function appPage(uiDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(uiDir, 'index.html'), 'utf8')).replace('<head>', '<head>\n    <base href="/" />');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built renderer (Hono's serveStatic: it never leaves the folder and
 * refuses encoded separators and malformed escapes). A path with an extension is
 * a file, or 404 when missing; any other path is one of the UI's own routes
 * (/templates, /designs/<id>) and gets the app's page, as does any path a browser
 * navigates to (wantsAppPage).
 */
export function registerUiFiles(app: Hono<AppEnv>, uiDir: string | undefined): void {
  if (!uiDir) return;
  const files = serveStatic<AppEnv>({ root: uiDir });
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.url)) return next();
    if (extname(c.req.path) !== '') {
      for (const [name, value] of Object.entries(UI_HEADERS)) c.header(name, value); // set before: serveStatic builds its answer from the context's headers
      return files(c, next);
    }
    if (!wantsAppPage(c.req.path, c.req.header('accept'))) return next();
    const page = await appPage(uiDir);
    return page === undefined ? next() : c.html(page, 200, UI_HEADERS);
  });
}
