import { createRoute, notFound } from '@tanstack/react-router';
import { catalogueCalls, type WebsitePage } from '../../core/schemas/index';
import type { RouterContext } from '../app/context';
import { headText, pageHead, websiteOf } from '../app/document-head';
import { lazyPage, withPages } from '../app/lazy-page';
import { rootRoute } from '../app/root';
import { organizationJsonLd } from '../app/structured-data';
import { previewSearchSchema } from './preview';

const PageView = lazyPage(() => import('./PageView'), 'PageView');
const PageError = lazyPage(() => import('./PageView'), 'PageError');

/** A website page by its pathname; a 404 answer becomes the router's not-found (the page-not-found screen). */
export async function loadPage(context: RouterContext, pathname: string): Promise<WebsitePage> {
  try {
    return (await context.api.call(catalogueCalls.page, { pathname })).page;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error && error.status === 404) throw notFound();
    throw error;
  }
}

const validateSearch = (search: Record<string, unknown>) => previewSearchSchema.parse(search);

type HeadContext = Parameters<typeof headText>[0] & { search: { preview?: boolean | undefined } };

/**
 * A website page's head: its title and description; `fallback` (a text key) names it when it could not be
 * loaded. Preview pages stay out of search results.
 */
function websitePageHead(
  { match, loaderData }: { match: HeadContext; loaderData?: WebsitePage | undefined },
  fallback: string,
  jsonLd: ReadonlyArray<object | null> = [],
) {
  return pageHead({
    title: loaderData?.title || headText(match).t(fallback),
    description: loaderData?.description,
    noindex: match.search.preview === true,
    jsonLd: loaderData ? jsonLd : [],
  });
}

/** The home page: the website page whose pathname is "/". */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch,
  loader: ({ context }) => loadPage(context, '/'),
  head: (context) =>
    websitePageHead(context, 'site.head.home', [organizationJsonLd(websiteOf(context.matches))]),
  component: withPages(function HomePage() {
    const page = homeRoute.useLoaderData();
    const { preview } = homeRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  }, PageView),
  errorComponent: PageError,
});

/** "terms | /terms": the organiser's terms page. */
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  validateSearch,
  loader: ({ context }) => loadPage(context, '/terms'),
  head: (context) => websitePageHead(context, 'site.head.terms'),
  component: withPages(function TermsPage() {
    const page = termsRoute.useLoaderData();
    const { preview } = termsRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  }, PageView),
  errorComponent: PageError,
});

/**
 * "availability page (type AVAILABILITY) | /$availability": any other one-segment path is looked up
 * among the website's pages (the organiser's own pages such as /stages or /about are reached the same
 * way); a path no page has renders the page-not-found screen.
 */
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$availability',
  validateSearch,
  loader: ({ context, params }) => loadPage(context, `/${params.availability}`),
  head: (context) => websitePageHead(context, 'site.head.page'),
  component: withPages(function WebsitePageRoute() {
    const page = pageRoute.useLoaderData();
    const { preview } = pageRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  }, PageView),
  errorComponent: PageError,
});

export const siteRoutes = [homeRoute, termsRoute, pageRoute] as const;
