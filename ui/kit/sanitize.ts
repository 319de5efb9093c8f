import { ALLOWED_HTML_ELEMENTS, cleanHtmlAttribute, isExternalLink } from '../../core/site/index';

/**
 * Organiser HTML (rich text, descriptions, articles) as the page shows it. The API is where it is
 * sanitised: every answer carrying organiser HTML went through the server's allow-list (parse5, the
 * browser's own parsing algorithm) and was written out again in one canonical form. The page, rendered on
 * the server and again in the browser, must produce the same string on both, so nothing here needs a DOM:
 *
 * - a second, independent check (defence in depth): the HTML is tokenised in that canonical form and
 *   every tag, attribute and address is checked against the same core allow-list; anything else (a
 *   comment, an unknown tag or attribute, an unsafe address, a stray `<`) makes the whole HTML show as
 *   plain text instead, so a slip on either side alone never injects markup;
 * - links off the site open in a new tab without access to the opener (part 1 §2).
 */

export interface SanitizeOptions {
  /** The site's hostname: links elsewhere open in a new tab without access to the opener. */
  hostname?: string;
}

const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z-]*="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([a-z][a-z-]*)="([^"<>]*)"/g;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references decoded (the canonical output uses numeric and the five basic named ones). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, decimal: string, hex: string, name: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = decimal ? Number(decimal) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tag with only allowed attributes, or null when the tag or one of its attributes is not allowed. */
function checkedTag(tag: string, attributes: string, options: SanitizeOptions): string | null {
  const allowed = ALLOWED_HTML_ELEMENTS[tag];
  if (!allowed) return null;
  let written = '';
  let href: string | null = null;
  for (const [, name = '', raw = ''] of attributes.matchAll(ATTRIBUTE)) {
    if (!allowed.includes(name)) return null;
    const value = decodeEntities(raw);
    if (
      cleanHtmlAttribute(tag, name, value) !== value.trim() &&
      cleanHtmlAttribute(tag, name, value) !== value
    )
      return null;
    if (tag === 'a' && name === 'href') href = value;
    written += ` ${name}="${raw}"`;
  }
  if (href !== null && options.hostname !== undefined && isExternalLink(href, options.hostname))
    written += ' target="_blank" rel="noopener noreferrer"';
  return `<${tag}${written}>`;
}

/**
 * The organiser's HTML ready for `dangerouslySetInnerHTML`: the API's canonical, allow-listed HTML with
 * external links marked, or, when it is not in that form, its text escaped.
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  let output = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      output += html.slice(index);
      break;
    }
    output += html.slice(index, open);
    TAG.lastIndex = open;
    const found = TAG.exec(html);
    if (!found) return escapeText(htmlToText(html));
    const [whole, closing, tag = '', attributes = ''] = found;
    if (closing) {
      if (!ALLOWED_HTML_ELEMENTS[tag] || attributes) return escapeText(htmlToText(html));
      output += `</${tag}>`;
    } else {
      const checked = checkedTag(tag, attributes, options);
      if (checked === null) return escapeText(htmlToText(html));
      output += checked;
    }
    index = open + whole.length;
  }
  return output;
}

const DROPPED_CONTENT = /<(script|style|template|noscript|textarea|title|iframe|object)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_END = /<\/?(?:p|li|br|h[1-6]|div|tr|td|th|blockquote|ul|ol|table)\b[^>]*>/gi;

/** The visible text of organiser HTML (card excerpts, descriptions), whitespace collapsed; no markup. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(DROPPED_CONTENT, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b".
      .replace(BLOCK_END, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
