import type { Hono } from 'hono';
import { illustrationSvg, isIllustrationName } from '../../seed/illustrations';
import type { AppEnv } from '../context';

const ONE_DAY = 24 * 60 * 60;

/**
 * GET /media/{name}.svg: the demo images, drawn on request (deterministic per name, so cacheable). Names
 * are lowercase letters, digits and "-"; anything else is not found.
 */
export function mediaRoutes(app: Hono<AppEnv>): void {
  app.get('/media/:name{.+\\.svg}', (c) => {
    const name = c.req.param('name').slice(0, -'.svg'.length);
    if (!isIllustrationName(name)) return c.notFound();
    return c.body(illustrationSvg(name), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': `public, max-age=${ONE_DAY}`,
      // An SVG opened on its own is a document: it may not run or load anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
}
