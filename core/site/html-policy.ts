/**
 * The allow-list both HTML sanitisers apply to the organiser's HTML: the server's (parse5, when the API
 * answers) and the storefront's (DOMParser, before display). One policy, so what the server lets through is
 * what the page shows. Each sanitiser walks its own parsed tree; the decisions are here.
 */
import { isSafeMediaSource, safeLinkHref } from './page-elements';

/** Elements dropped with everything inside them. */
export const DROPPED_HTML_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'canvas',
  'portal',
]);

/** Formatting elements and the attributes each keeps; any other element is replaced by its children. */
export const ALLOWED_HTML_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  blockquote: [],
  code: [],
  pre: [],
  span: [],
  ul: [],
  ol: ['start'],
  li: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

const NUMBER_ATTRIBUTES = new Set(['start', 'width', 'height', 'colspan', 'rowspan']);
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

/**
 * An allowed attribute's value as it may be written, or null to drop it: numbers of at most 4 digits, table
 * scopes, links https, mailto, tel or same-site relative (`safeLinkHref`), images https or site paths.
 */
export function cleanHtmlAttribute(tag: string, name: string, value: string): string | null {
  if (NUMBER_ATTRIBUTES.has(name)) return /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
  if (name === 'scope') return SCOPES.has(value) ? value : null;
  if (tag === 'a' && name === 'href') return safeLinkHref(value);
  if (tag === 'img' && name === 'src') return isSafeMediaSource(value) ? value.trim() : null;
  return value;
}
