import { createRoute, notFound } from '@tanstack/react-router';
import { catalogueCalls, type WebsitePage } from '../../core/schemas/index';
import type { RouterContext } from '../app/context';
import { rootRoute } from '../app/root';
import { PageError, PageView } from './PageView';
import { previewSearchSchema } from './preview';

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

/** The home page: the website page whose pathname is "/". */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch,
  loader: ({ context }) => loadPage(context, '/'),
  component: function HomePage() {
    const page = homeRoute.useLoaderData();
    const { preview } = homeRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  },
  errorComponent: PageError,
});

/** "terms | /terms": the organiser's terms page. */
const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  validateSearch,
  loader: ({ context }) => loadPage(context, '/terms'),
  component: function TermsPage() {
    const page = termsRoute.useLoaderData();
    const { preview } = termsRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  },
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
  component: function WebsitePageRoute() {
    const page = pageRoute.useLoaderData();
    const { preview } = pageRoute.useSearch();
    return <PageView page={page} preview={preview === true} />;
  },
  errorComponent: PageError,
});

export const siteRoutes = [homeRoute, termsRoute, pageRoute] as const;
