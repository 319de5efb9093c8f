/**
 * The storefront's language for a request. The browser's storefront names it in `Accept-Language` (the
 * language of its URL, /fr or /en); any other first choice, or none, falls back to the organiser's.
 */
export function requestLanguage(
  acceptLanguage: string | undefined,
  organiserLanguage: 'fr' | 'en',
): 'fr' | 'en' {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first === 'en' || first.startsWith('en-')) return 'en';
  if (first === 'fr' || first.startsWith('fr-')) return 'fr';
  return organiserLanguage;
}
