import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { compress } from 'hono/compress';
import { loadPageRenderer, type PageRendererOptions, pageHandler } from './ssr/page-renderer';
import { loadStaticFiles, type StaticFile, staticFileAnswer } from './static-files';

/** Vite's content-hashed output: a changed file gets a new name, so a copy never goes stale. */
const HASHED_ASSETS = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: the browser revalidates before each use. */
export const NO_CACHE = 'no-cache';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/** `/.ssr/…` (the server's rendering bundle), `/.vite/…`: build internals, never served. */
const isHiddenPath = (path: string) => path.split('/').some((segment) => segment.startsWith('.'));

/** Why `distDir` cannot be served (no built index.html), or null when it can. */
export function storefrontProblem(distDir: string): string | null {
  const index = join(resolve(distDir), 'index.html');
  let isFile = false;
  try {
    isFile = statSync(index).isFile();
  } catch {
    // missing: reported below
  }
  return isFile
    ? null
    : `storefront build not found: ${index} does not exist. Build the storefront (npx vite build) or set STOREFRONT_DIR to the folder holding index.html.`;
}

/**
 * Serves the built storefront from `distDir`; call it after the API routes are registered. A GET (or HEAD)
 * outside `/api/` answers the file at that path; any other path is a page, rendered on the server
 * (`ssr/page-renderer.ts`) with its status (404 for an unknown path), or index.html alone when the build
 * has no server bundle. `/api/*` paths nothing answered keep the app's JSON 404, and so does a missing file
 * under `/assets/`: a stale hashed name must not get HTML cached as if it were that script for a year.
 */
export function mountStorefront<E extends Env>(
  app: Hono<E>,
  distDir: string,
  options: PageRendererOptions = {},
): void {
  const problem = storefrontProblem(distDir);
  if (problem) throw new Error(problem);
  const root = resolve(distDir);
  // Loaded on the first page asked for, so mounting stays synchronous.
  const pages = loadPageRenderer(root).then(
    (render) => {
      if (!render) {
        console.warn(
          `no server-rendering bundle in ${root}: pages are rendered in the browser only (npm run build makes it)`,
        );
        return null;
      }
      return pageHandler(app, root, render, options);
    },
    (error: unknown) => {
      // A broken bundle must not take the API down: pages fall back to the browser-rendered shell.
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'server-rendering bundle failed to load',
          error: String(error),
        }),
      );
      return null;
    },
  );
  // Pages are compressed as they are sent (built files are held compressed in memory, see static-files.ts).
  const compressPages = compress();
  const files = loadStaticFiles(root);
  const indexFile = files.get('/index.html');
  const answer = (c: Context<E>, file: StaticFile, cacheControl: string) =>
    staticFileAnswer(
      file,
      { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') },
      cacheControl,
    );

  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (isApiPath(path) || isHiddenPath(path)) return next();
    const hashed = path.startsWith(HASHED_ASSETS);
    // `/` and `/index.html` are pages like any other (index.html is only the template of rendered pages).
    const isIndex = path === '/' || path === '/index.html';
    const file = isIndex ? undefined : fileAt(files, path);
    if (file) return answer(c, file, hashed ? IMMUTABLE : NO_CACHE);
    if (hashed) return next();
    const page = await pages;
    if (page) {
      let rendered: Response | undefined;
      await compressPages(c, async () => {
        rendered = await page(c);
        c.res = rendered;
      });
      return c.res ?? rendered;
    }
    return indexFile ? answer(c, indexFile, NO_CACHE) : next();
  });
}

/** The file at a request path, as sent or percent-decoded (a file name with a space or an accent). */
function fileAt(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  const file = files.get(path);
  if (file || !path.includes('%')) return file;
  try {
    return files.get(decodeURIComponent(path));
  } catch {
    return undefined;
  }
}
