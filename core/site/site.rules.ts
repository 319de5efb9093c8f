/**
 * Page shell and link rules (part 1 §2 "Default website pages", "Page shell", content blocks; part 1 §3 Nav
 * link; part 1 §4 shared shell state) and the interface constants of part 2 §9 "Timing and interface".
 */

// ---------------------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------------------

/** The host of an absolute `http(s)://` address, lowercased, without user info or port; null otherwise. */
export function hrefHostname(href: string): string | null {
  const match = /^https?:\/\/([^/?#]*)/i.exec(href.trim());
  if (!match?.[1]) return null;
  const authority = match[1].slice(match[1].lastIndexOf('@') + 1);
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0];
  return host ? host.toLowerCase() : null;
}

/**
 * "External links (starting with http and not on the site's own hostname) open in a new tab." The prefix is
 * matched without case (`HTTP://` is http); hostnames are compared without case and without port. An address
 * starting with http whose host cannot be read is not on the site's hostname, so it counts as external.
 */
export function isExternalLink(href: string, siteHostname: string): boolean {
  if (!href.trim().toLowerCase().startsWith('http')) return false;
  const host = hrefHostname(href);
  const own = siteHostname.trim().toLowerCase().split(':')[0];
  return host === null || host !== own;
}

/** Anchor attributes for a link: external ones open in a new tab without access to the opener. */
export function linkTarget(
  href: string,
  siteHostname: string,
): { target: '_blank'; rel: 'noopener noreferrer' } | { target: undefined; rel: undefined } {
  return isExternalLink(href, siteHostname)
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : { target: undefined, rel: undefined };
}

/** Whether a path already starts with the language segment (`/fr`, `/fr/…`, `/fr?…`, `/fr#…`). */
function hasLanguagePrefix(href: string, language: string): boolean {
  const prefix = `/${language}`;
  if (!href.startsWith(prefix)) return false;
  const next = href.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * "Links are prefixed with the current language code when a language is set and the path starts with a
 * slash." Protocol-relative addresses (`//host/…`) are not paths and stay as they are; a path that already
 * carries the language is not prefixed twice, so the function is idempotent.
 */
export function localizedHref(href: string, language: string | null | undefined): string {
  if (!language || !href.startsWith('/') || href.startsWith('//')) return href;
  if (hasLanguagePrefix(href, language)) return href;
  return `/${language}${href}`;
}

/** The path without its language segment, for comparisons with unprefixed links. */
export function withoutLanguage(pathname: string, language: string | null | undefined): string {
  if (!language || !hasLanguagePrefix(pathname, language)) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** "Nav link: id, name, href (empty becomes #)" (part 1 §3). Whitespace-only counts as empty. */
export function navLinkHref(href: string | null | undefined): string {
  return href?.trim() ? href : '#';
}

/**
 * Footer navigation columns: "links without an address render as plain text" (part 1 §2): null = text. The
 * Nav link schema turns an empty address into "#", so "#" alone counts as no address too.
 */
export function footerLinkHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  return trimmed && trimmed !== '#' ? href : null;
}

/** "contact e-mail and phone as mailto and tel links" (part 1 §2): the address, spaces trimmed. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A tel: address keeps only the digits and a leading plus ("+32 2 555 12 34" → "tel:+3225551234"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** How a header link opens: a plain link, a popover of its children, or a mega menu of columns. */
export type NavLinkMenu = 'link' | 'popover' | 'mega';

interface NestedLink {
  children: readonly NestedLink[];
}

/**
 * "A link with children but no grandchildren opens a popover; a link with grandchildren opens a mega menu"
 * (part 1 §2 "Page shell"). A link without children is a plain link.
 */
export function navLinkMenu(link: NestedLink): NavLinkMenu {
  if (link.children.length === 0) return 'link';
  return link.children.some((child) => child.children.length > 0) ? 'mega' : 'popover';
}

/** Whether a path is one of the authentication screens (/auth/login, /auth/register, /auth/password). */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * The top bar's and mobile menu's login and register addresses: "/auth/login?redirect={current path and
 * query}"; "On an auth page the plain login link is used" (part 1 §2), so an auth screen never redirects to
 * another auth screen. `current` is the path without the language prefix.
 */
export function authLinkHrefs(current: LocationLike): { login: string; register: string } {
  if (isAuthPath(current.pathname)) return { login: '/auth/login', register: '/auth/register' };
  const search =
    current.search === '' || current.search.startsWith('?') ? current.search : `?${current.search}`;
  const redirect = encodeURIComponent(`${current.pathname}${search}`);
  return { login: `/auth/login?redirect=${redirect}`, register: `/auth/register?redirect=${redirect}` };
}

// ---------------------------------------------------------------------------------------------------------
// Tabs of links (content block)
// ---------------------------------------------------------------------------------------------------------

export interface LocationLike {
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search: string;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Query string → sorted list of decoded `key=value` pairs (repeats kept), for order-free comparison. */
export function queryPairs(search: string): string[] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const key = at < 0 ? part : part.slice(0, at);
      const value = at < 0 ? '' : part.slice(at + 1);
      return JSON.stringify([decode(key), decode(value)]);
    })
    .sort();
}

/** `/blog/` and `/blog` are one path; the root stays `/`. */
function normalisePath(pathname: string): string {
  const path = pathname === '' ? '/' : pathname;
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** A link's path and query, ignoring a same-site origin and the fragment. */
export function splitHref(href: string): LocationLike {
  const withoutOrigin = href.replace(/^https?:\/\/[^/?#]*/i, '');
  const withoutHash = withoutOrigin.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at < 0
    ? { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, at), search: withoutHash.slice(at + 1) };
}

/**
 * Tabs of links: "a tab is current when its path and its query parameters match". Paths match after removing a
 * trailing slash; the query parameters match as a set of pairs in any order (a tab without parameters is not
 * current on the same path with parameters, so two tabs of one page never light up together). The tab's href
 * is compared in the current language (`localizedHref`).
 */
export function isCurrentTab(href: string, current: LocationLike, language?: string | null): boolean {
  const tab = splitHref(localizedHref(href, language));
  return (
    normalisePath(tab.pathname) === normalisePath(current.pathname) &&
    JSON.stringify(queryPairs(tab.search)) === JSON.stringify(queryPairs(current.search))
  );
}

// ---------------------------------------------------------------------------------------------------------
// Shared shell state
// ---------------------------------------------------------------------------------------------------------

/** "Shared shell state: mobile menu, mega-menu submenu and cart open flags" (part 1 §4). */
export interface ShellFlags {
  mobileMenuOpen: boolean;
  /** The id of the mega-menu submenu open, null when none. */
  submenu: string | null;
  cartOpen: boolean;
}

/** "closing all resets them". */
export const CLOSED_SHELL: Readonly<ShellFlags> = { mobileMenuOpen: false, submenu: null, cartOpen: false };

export function closeAll(): ShellFlags {
  return { ...CLOSED_SHELL };
}

/** "Escape closes menus and cart". */
export function afterEscape(_flags: ShellFlags): ShellFlags {
  return closeAll();
}

/** "any path change closes them too": only the pathname counts; a query change alone is not a path change. */
export function isPathChange(previous: string, next: string): boolean {
  return previous !== next;
}

export function afterPathChange(flags: ShellFlags, previous: string, next: string): ShellFlags {
  return isPathChange(previous, next) ? closeAll() : { ...flags };
}

/** Opening the submenu that is already open closes it (a toggle); another id replaces it. */
export function toggleSubmenu(current: string | null, id: string): string | null {
  return current === id ? null : id;
}

// ---------------------------------------------------------------------------------------------------------
// Timing and interface (part 2 §9)
// ---------------------------------------------------------------------------------------------------------

/** "address search debounce 500 ms". */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
/** "default debounce 350 ms". */
export const DEFAULT_DEBOUNCE_MS = 350;
/** "address spinner lingers 250 ms". */
export const ADDRESS_SPINNER_LINGER_MS = 250;
/** "loader minimum display 350 ms". */
export const LOADER_MINIMUM_MS = 350;

/**
 * How long a loader shown at `shownAt` (ms) must stay once the work ended at `doneAt`: it stays at least
 * 350 ms in all, so a fast answer does not flash.
 */
export function loaderRemainingMs(shownAt: number, doneAt: number): number {
  return Math.max(0, shownAt + LOADER_MINIMUM_MS - doneAt);
}

/** "Mobile breakpoint 1024 px for filters, 600 px for the cart drawer and shell." */
export const MOBILE_BREAKPOINTS_PX = { filters: 1024, cart: 600, shell: 600 } as const;

/** "Tab-strip edge threshold 24 px." */
export const TAB_STRIP_EDGE_THRESHOLD_PX = 24;

/**
 * Edge indicators of the scrollable account tab strip (part 1 §2): an edge shows when more than 24 px of
 * content is hidden beyond it.
 */
export function tabStripEdges(strip: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  start: boolean;
  end: boolean;
} {
  const hiddenAfter = strip.scrollWidth - strip.clientWidth - strip.scrollLeft;
  return {
    start: strip.scrollLeft > TAB_STRIP_EDGE_THRESHOLD_PX,
    end: hiddenAfter > TAB_STRIP_EDGE_THRESHOLD_PX,
  };
}

/** "Toasts: default 4000 ms, 3 visible, width 356 px, gap 14 px". */
export const TOASTS = { durationMs: 4000, visible: 3, widthPx: 356, gapPx: 14 } as const;

/**
 * "form toast success and error 2000 ms" — with "(a second reading gives 3 seconds for the form error
 * toast)". The storefront keeps the first reading for both; the second is not used.
 */
export const FORM_TOAST_SUCCESS_MS = 2000;
export const FORM_TOAST_ERROR_MS = 2000;

/** "shell toasts bottom-right, 1750 ms, gap 12, offset 24, success 2000 ms, error 3000 ms". */
export const SHELL_TOASTS = {
  position: 'bottom-right',
  durationMs: 1750,
  gapPx: 12,
  offsetPx: 24,
  successMs: 2000,
  errorMs: 3000,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Redirect after signing in (part 1 §2 "Authentication screens", part 2 §7 Newsletter)
// ---------------------------------------------------------------------------------------------------------

/** C0 control characters and DEL: browsers drop tabs and line breaks from URLs, so "/\t/x" would become "//x". */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The `redirect` query parameter of /auth/login, /auth/register and /newsletters/unsubscribe is followed only
 * when it is a same-site relative path: it starts with "/" but not with "//" or "/\" (which browsers read as
 * another host) and carries no control character. Anything else answers null.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (hasControlCharacter(value)) return null;
  return value;
}

/** Where the visitor goes after signing in, registering or unsubscribing: the safe redirect, else "/". */
export function afterAuthPath(redirect: unknown): string {
  return safeRedirect(redirect) ?? '/';
}
