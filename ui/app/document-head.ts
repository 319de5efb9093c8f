import type { AnyRouteMatch } from '@tanstack/react-router';
import type { i18n, TFunction } from 'i18next';
import type { Locale } from '../../core/money/index';
import { htmlToText } from '../kit/sanitize';
import type { Website } from './context';
import { URL_LANGUAGES } from './context';

/**
 * The document's head for the route the router shows: title, description, canonical and hreflang links,
 * robots, Open Graph and Twitter cards, JSON-LD. Each route states its own part in its `head` option (the
 * router keeps the answer as `match.meta`; `pageHead` below writes it); `documentHeadOf` merges the
 * matches, deepest first, with what every page shares (site name, image, URLs). No React here: the server
 * renders the same head into the HTML it sends (`documentHeadHtml`), the client keeps it current
 * (ui/shell/DocumentHead.tsx).
 */
export interface DocumentHead {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
  robots: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: object[];
}

/** Between the page's title and the organiser's name: "Panier · Les Petits Sportifs". */
export const TITLE_SEPARATOR = ' · ';
/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;
/** What pages that must stay out of search results say to robots. */
export const NOINDEX = 'noindex';

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_BE', en: 'en_GB' };

/** One entry of a route's `head().meta`, as TanStack Router keeps it (`script:ld+json` holds JSON-LD). */
type MetaEntry = NonNullable<NonNullable<AnyRouteMatch['meta']>[number]>;
type LooseMeta = Record<string, unknown>;

/** What a route says about its page; everything but the title is optional. */
export interface PageHeadInput {
  /** The page's own title, without the organiser's name. */
  title: string;
  /** Plain text or organiser HTML; reduced to text and shortened. */
  description?: string | null | undefined;
  /** Account, checkout, cart, auth and preview pages stay out of search results. */
  noindex?: boolean | undefined;
  /** Open Graph type: website (default) or article. */
  type?: 'website' | 'article' | undefined;
  /** The page's own picture (an absolute URL or a site path); else the organiser's logo. */
  image?: string | null | undefined;
  jsonLd?: ReadonlyArray<object | null> | undefined;
}

/** A route's `head` answer for its page: `head: ({ match }) => pageHead({ title: … })`. */
export function pageHead(input: PageHeadInput): { meta: MetaEntry[] } {
  const description = shortText(input.description);
  const entries: LooseMeta[] = [{ title: input.title }];
  if (description) entries.push({ name: 'description', content: description });
  if (input.noindex) entries.push({ name: 'robots', content: NOINDEX });
  if (input.type) entries.push({ property: 'og:type', content: input.type });
  if (input.image) entries.push({ property: 'og:image', content: input.image });
  for (const data of input.jsonLd ?? []) if (data) entries.push({ 'script:ld+json': data });
  return { meta: entries as MetaEntry[] };
}

/** A route head's texts: `t` and the language of the router context (`match.context`). */
export function headText(match: { context: { i18n: i18n; language: Locale | null } }): {
  t: TFunction;
  language: Locale;
} {
  const { i18n: instance, language } = match.context;
  const spoken: Locale = language ?? (instance.language === 'en' ? 'en' : 'fr');
  return { t: instance.getFixedT(spoken), language: spoken };
}

/** A route head that only names its page; `noindex` for account, checkout, cart and auth pages. */
export function titledHead(key: string, options: { noindex?: boolean } = {}) {
  return ({ match }: { match: { context: { i18n: i18n; language: Locale | null } } }) =>
    pageHead({ title: headText(match).t(key), noindex: options.noindex });
}

/** Organiser HTML or text as one line of plain text, cut at a word within `max` characters (with "…"). */
export function shortText(text: string | null | undefined, max: number = DESCRIPTION_LENGTH): string | null {
  // The same text on the server and in the browser: htmlToText needs no DOM and decodes references.
  const plain = htmlToText(text ?? '');
  if (plain === '') return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}

/** The organiser's website the root route loaded, when it did. */
export function websiteOf(matches: readonly AnyRouteMatch[]): Website | null {
  const data = matches[0]?.loaderData as { website?: Website } | undefined;
  return data?.website ?? null;
}

/** The router context of the matches (i18n, the URL's language). */
function contextOf(matches: readonly AnyRouteMatch[]): { i18n: i18n; language: Locale | null } | null {
  const context = matches[0]?.context as { i18n?: i18n; language?: Locale | null } | undefined;
  return context?.i18n ? { i18n: context.i18n, language: context.language ?? null } : null;
}

/** The language the page speaks: the URL's, else the organiser's (i18next was started with it). */
export function languageOf(matches: readonly AnyRouteMatch[]): Locale {
  const context = contextOf(matches);
  if (context?.language) return context.language;
  const started = context?.i18n.language;
  const language = URL_LANGUAGES.find((candidate) => candidate === started);
  return language ?? websiteOf(matches)?.organiser.language ?? 'fr';
}

function metaOf(match: AnyRouteMatch): LooseMeta[] {
  return ((match.meta ?? []) as Array<LooseMeta | undefined>).filter((entry): entry is LooseMeta => !!entry);
}

/** The deepest match's value for `pick`, null when no match states one. */
function deepest<T>(matches: readonly AnyRouteMatch[], pick: (entry: LooseMeta) => T | undefined): T | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (!match) continue;
    for (const entry of metaOf(match)) {
      const value = pick(entry);
      if (value !== undefined) return value;
    }
  }
  return null;
}

const metaNamed = (name: string) => (entry: LooseMeta) =>
  entry.name === name && typeof entry.content === 'string' ? entry.content : undefined;
const propertyNamed = (property: string) => (entry: LooseMeta) =>
  entry.property === property && typeof entry.content === 'string' ? entry.content : undefined;

function isNotFound(match: AnyRouteMatch): boolean {
  const flags = match as { status?: string; _notFound?: boolean; globalNotFound?: boolean };
  return flags.status === 'notFound' || flags._notFound === true || flags.globalNotFound === true;
}

/** A site path ("/media/logo.svg") made absolute on `origin`; absolute URLs stay as they are. */
export function absoluteUrl(value: string, origin: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
}

const URL_KEYS = new Set(['url', 'image', 'logo', '@id', 'item', 'mainEntityOfPage', 'sameAs']);

/** JSON-LD with its site paths made absolute (URL-valued keys only). */
function absolutize(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) ? absoluteUrl(value, origin) : value;
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absolutize(item, origin, name)]),
    );
  }
  return value;
}

/** The query parameters a canonical URL keeps (a list's page); campaign tags and filters are dropped. */
const CANONICAL_SEARCH = ['page_number'] as const;

function canonicalSearch(match: AnyRouteMatch | undefined): string {
  const search = (match?.search ?? {}) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const name of CANONICAL_SEARCH) {
    const value = search[name];
    if ((typeof value === 'number' && value > 1) || (typeof value === 'string' && value !== '1' && value))
      params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The route's path inside the language prefix ("/blog"), whatever the router's basepath. */
function innerPath(match: AnyRouteMatch | undefined): string {
  const pathname = match?.pathname ?? '/';
  const first = pathname.split('/')[1];
  const inner = URL_LANGUAGES.some((language) => language === first)
    ? pathname.slice(first ? first.length + 1 : 0) || '/'
    : pathname;
  // "/blog/" and "/blog" are one page.
  return inner.length > 1 ? inner.replace(/\/+$/, '') : inner;
}

const withPrefix = (language: string, path: string) => `/${language}${path === '/' ? '' : path}`;

/**
 * The head of the page `matches` (router.state.matches) show, its URLs on `origin`
 * ("https://petits-sportifs.be", no trailing slash). The deepest match that states a title, description or
 * image wins; robots is noindex when any match asks for it, in preview and on the page-not-found page;
 * JSON-LD is every match's, in order.
 */
export function documentHeadOf(matches: readonly AnyRouteMatch[], origin: string): DocumentHead {
  const base = origin.replace(/\/+$/, '');
  const website = websiteOf(matches);
  const context = contextOf(matches);
  const language = languageOf(matches);
  const t = context ? context.i18n.getFixedT(language) : null;
  const siteName = website?.organiser.name ?? '';
  const notFound = matches.some(isNotFound);
  const leaf = matches[matches.length - 1];
  const preview = matches.some(
    (match) => (match.search as { preview?: unknown } | undefined)?.preview === true,
  );

  const pageTitle = notFound
    ? (t?.('pages.notFound.title') ?? null)
    : deepest(matches, (entry) => (typeof entry.title === 'string' ? entry.title : undefined));
  const title =
    pageTitle && pageTitle !== siteName
      ? [pageTitle, siteName].filter(Boolean).join(TITLE_SEPARATOR)
      : siteName || (pageTitle ?? '');

  const description =
    (notFound ? null : deepest(matches, metaNamed('description'))) ??
    (t && siteName ? t('shell.head.description', { name: siteName }) : null);

  const noindex =
    notFound ||
    preview ||
    matches.some((match) => metaOf(match).some((entry) => metaNamed('robots')(entry)?.includes(NOINDEX)));
  const robots = noindex ? NOINDEX : null;

  const path = notFound ? '/page-not-found' : innerPath(leaf);
  const canonical = `${base}${withPrefix(language, path)}${notFound ? '' : canonicalSearch(leaf)}`;
  const alternates = noindex
    ? []
    : [
        ...URL_LANGUAGES.map((hreflang) => ({
          hreflang,
          href: `${base}${withPrefix(hreflang, path)}${canonicalSearch(leaf)}`,
        })),
        // Without a prefix the organiser's language applies.
        { hreflang: 'x-default', href: `${base}${path}${canonicalSearch(leaf)}` },
      ];

  const pageImage = notFound ? null : deepest(matches, propertyNamed('og:image'));
  const imagePath = pageImage ?? website?.organiser.logo ?? null;
  const image = imagePath ? absoluteUrl(imagePath, base) : null;
  const type = (notFound ? null : deepest(matches, propertyNamed('og:type'))) ?? 'website';

  const openGraph: Record<string, string> = {
    'og:title': pageTitle && pageTitle !== siteName ? pageTitle : title,
    'og:type': type,
    'og:url': canonical,
    'og:locale': OG_LOCALES[language],
  };
  if (siteName) openGraph['og:site_name'] = siteName;
  if (description) openGraph['og:description'] = description;
  if (image) openGraph['og:image'] = image;

  const twitter: Record<string, string> = {
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': openGraph['og:title'] ?? title,
  };
  if (description) twitter['twitter:description'] = description;
  if (image) twitter['twitter:image'] = image;

  const jsonLd = notFound
    ? []
    : matches.flatMap((match) =>
        metaOf(match).flatMap((entry) => {
          const data = entry['script:ld+json'];
          if (!data || typeof data !== 'object') return [];
          const absolute = absolutize(data, base) as Record<string, unknown>;
          return [{ ...absolute, url: absolute.url ?? canonical }];
        }),
      );

  return { title, description, canonical, alternates, robots, openGraph, twitter, jsonLd };
}

/** Text for an HTML attribute or element (`&`, `<`, `>`, quotes). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (so no `</script>` or `<!--` can end or open
 * anything), `>`, `&` and the two JavaScript line separators as \u escapes, which JSON reads back as is.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute name (`name` or `property`) a head meta key goes under. */
export const metaKeyAttribute = (key: string) => (key.startsWith('og:') ? 'property' : 'name');

/**
 * The head as HTML for the server to put in `<head>`: every tag carries `data-head`, so the client's
 * DocumentHead replaces exactly these when the route changes.
 */
export function documentHeadHtml(head: DocumentHead): string {
  const tags: string[] = [`<title data-head>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: string, key: string, content: string) =>
    tags.push(`<meta data-head ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`);
  if (head.description !== null) meta('name', 'description', head.description);
  if (head.robots !== null) meta('name', 'robots', head.robots);
  if (head.canonical !== null)
    tags.push(`<link data-head rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alternate of head.alternates)
    tags.push(
      `<link data-head rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  for (const [key, content] of Object.entries(head.openGraph)) meta('property', key, content);
  for (const [key, content] of Object.entries(head.twitter)) meta('name', key, content);
  for (const data of head.jsonLd)
    tags.push(`<script data-head type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n');
}
