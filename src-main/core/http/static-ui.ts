import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built renderer. Unknown paths fall back to index.html so the UI's
 * own routes (/templates, ...) load; paths never escape the UI folder.
 */
export async function serveUi(c: Context, uiDir: string | undefined): Promise<Response | undefined> {
  if (!uiDir) return undefined;
  const requested = normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^([/\\])+/, '');
  let file = join(uiDir, requested);
  if (!file.startsWith(uiDir + sep) && file !== uiDir) return undefined;
  if (!(await isFile(file))) {
    if (extname(requested) !== '') return undefined; // a missing asset is a real 404
    file = join(uiDir, 'index.html');
    if (!(await isFile(file))) return undefined;
  }
  const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
  const bytes = await readFile(file);
  // The build links its assets relatively (./assets/...), as Electron's builds must; a <base> makes them
  // resolve from the root when the page is a deeper route (a reload of /designs/<id>).
  if (file.endsWith('index.html')) return c.body(bytes.toString('utf8').replace('<head>', '<head>\n    <base href="/" />'), 200, headers);
  return c.body(bytes, 200, headers);
}
