import {
  ALLOWED_HTML_ELEMENTS,
  cleanHtmlAttribute,
  DROPPED_HTML_ELEMENTS,
  isExternalLink,
} from '../../core/site/index';

/**
 * A small allow-list sanitiser for the organiser's HTML (rich text, split-hero descriptions, card texts).
 * The HTML is parsed with DOMParser (a parsed document runs no script and loads nothing) and rebuilt from
 * scratch: only the tags and attributes below are copied. Dangerous elements are dropped with their
 * content; any other element is replaced by its children. Links keep only https, mailto, tel and relative
 * addresses (core `safeLinkHref`); images only https or site paths. No style, class, id or event handler
 * attribute ever survives.
 */

/** "Rich-text headings H1 to H4": the page's own title is its h1, so an h1 of rich text shows as h2. */
const RENAMED: Record<string, string> = { h1: 'h2' };

export interface SanitizeOptions {
  /** The site's hostname: links elsewhere open in a new tab without access to the opener. */
  hostname?: string;
}

function copyChildren(from: Node, to: Node, document: Document, options: SanitizeOptions): void {
  for (const child of Array.from(from.childNodes)) {
    const clean = cleanNode(child, document, options);
    for (const node of clean) to.appendChild(node);
  }
}

function cleanNode(node: Node, document: Document, options: SanitizeOptions): Node[] {
  if (node.nodeType === 3) return [document.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return [];
  const source = node as Element;
  const original = source.localName.toLowerCase();
  // Elements in another namespace (svg, math) are never copied, whatever their local name.
  if (DROPPED_HTML_ELEMENTS.has(original) || source.namespaceURI !== 'http://www.w3.org/1999/xhtml')
    return [];
  const tag = RENAMED[original] ?? original;
  const attributes = ALLOWED_HTML_ELEMENTS[tag];
  if (!attributes) {
    // Unknown but harmless wrappers (div, section, font…) give way to their children.
    const fragment = document.createDocumentFragment();
    copyChildren(source, fragment, document, options);
    return [fragment];
  }
  const target = document.createElement(tag);
  for (const name of attributes) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    const clean = cleanHtmlAttribute(tag, name, value);
    if (clean !== null) target.setAttribute(name, clean);
  }
  if (tag === 'a') {
    const href = target.getAttribute('href');
    if (href === null) {
      // A link without an allowed address is kept as its text.
      const fragment = document.createDocumentFragment();
      copyChildren(source, fragment, document, options);
      return [fragment];
    }
    if (options.hostname !== undefined && isExternalLink(href, options.hostname)) {
      target.setAttribute('target', '_blank');
      target.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (tag === 'img' && !target.hasAttribute('src')) return [];
  if (tag === 'img' && !target.hasAttribute('alt')) target.setAttribute('alt', '');
  copyChildren(source, target, document, options);
  return [target];
}

function parse(html: string): Document | null {
  if (typeof DOMParser === 'undefined') return null;
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

/** The organiser's HTML reduced to the allow-list; safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const parsed = parse(html);
  if (!parsed) return '';
  const output = parsed.createElement('div');
  copyChildren(parsed.body, output, parsed, options);
  return output.innerHTML;
}

/** The visible text of organiser HTML (card excerpts), whitespace collapsed; scripts and styles left out. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = parse(html);
  if (!parsed)
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const element of Array.from(parsed.body.querySelectorAll([...DROPPED_HTML_ELEMENTS].join(','))))
    element.remove();
  // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b".
  for (const element of Array.from(parsed.body.querySelectorAll('p,li,br,h1,h2,h3,h4,h5,h6,div,tr')))
    element.append(' ');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
