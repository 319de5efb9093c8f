import type { Locale } from '../money/index';

/** The languages a storefront URL may carry as its first segment ("Links are prefixed with the current language code", part 1 §2). */
export const URL_LANGUAGES: readonly Locale[] = ['fr', 'en'];

/** The language of a pathname's first segment ("/en/blog" → "en"), or null. */
export function languageOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return URL_LANGUAGES.find((language) => language === first) ?? null;
}

/** What a page's query must answer here (URLSearchParams does; core runs without the DOM's types). */
interface QueryLike {
  has(name: string): boolean;
}
const NO_QUERY: QueryLike = { has: () => false };

/** Sections about one visitor (their account, cart, checkout, sign-in and newsletter forms). */
const PRIVATE_SECTIONS: readonly string[] = ['account', 'auth', 'cart', 'checkout', 'newsletters'];

/**
 * Whether a storefront page shows a visitor's own data (or forms for it), with or without language
 * prefix, or an organiser's preview (`preview` in the query, the admin console's frame). Such pages are
 * never kept by a shared cache nor indexed.
 */
export function isPrivatePage(pathname: string, query: QueryLike = NO_QUERY): boolean {
  if (query.has('preview')) return true;
  const segments = pathname.split('/').filter(Boolean);
  const first = languageOfPath(pathname) ? segments[1] : segments[0];
  return first !== undefined && PRIVATE_SECTIONS.includes(first);
}
