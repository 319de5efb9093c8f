import { type DefaultTreeAdapterMap, html as namespaces, parseFragment } from 'parse5';
import { ALLOWED_HTML_ELEMENTS, cleanHtmlAttribute, DROPPED_HTML_ELEMENTS } from '../../../core/site/index';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * The server's allow-list sanitiser for organiser HTML (descriptions, instructions, blog articles, rich-text
 * blocks), applied when the HTML is written (the import, and migration 0013 for rows stored before). The HTML is parsed the way
 * a browser parses it (parse5, the WHATWG algorithm) and written out again from scratch: only the elements and
 * attributes below survive, text is escaped, and no element whose content a browser reads as raw text
 * (script, style, textarea, noscript…) is ever written, so the output parses back to the same tree.
 */

const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/`/g, '&#96;');

const isElement = (node: ChildNode): node is Element => 'tagName' in node;

function writeChildren(parent: ParentNode, out: string[]): void {
  for (const child of parent.childNodes) writeNode(child, out);
}

function writeElement(element: Element, out: string[]): void {
  const tag = element.tagName.toLowerCase();
  // Elements of another namespace (svg, math and whatever they hold) are never written, whatever their name.
  if (DROPPED_HTML_ELEMENTS.has(tag) || element.namespaceURI !== namespaces.NS.HTML) return;
  const allowed = ALLOWED_HTML_ELEMENTS[tag];
  if (!allowed) {
    // Harmless wrappers (div, section, font…) give way to their children.
    writeChildren(element, out);
    return;
  }
  const attributes: string[] = [];
  for (const name of allowed) {
    const attribute = element.attrs.find((candidate) => candidate.name === name && !candidate.namespace);
    if (!attribute) continue;
    const clean = cleanHtmlAttribute(tag, name, attribute.value);
    if (clean !== null) attributes.push(` ${name}="${escapeAttribute(clean)}"`);
  }
  // A link without an allowed address is kept as its text; an image without one is dropped.
  if (tag === 'a' && !attributes.some((attribute) => attribute.startsWith(' href='))) {
    writeChildren(element, out);
    return;
  }
  if (tag === 'img' && !attributes.some((attribute) => attribute.startsWith(' src='))) return;
  if (tag === 'img' && !attributes.some((attribute) => attribute.startsWith(' alt=')))
    attributes.push(' alt=""');
  out.push(`<${tag}${attributes.join('')}>`);
  if (VOID_ELEMENTS.has(tag)) return;
  writeChildren(element, out);
  out.push(`</${tag}>`);
}

function writeNode(node: ChildNode, out: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) out.push(escapeText(node.value));
  else if (isElement(node)) writeElement(node, out);
  // Comments and doctypes are left out.
}

/**
 * The element the storefront inserts this HTML into: parse5's default context is a <template>, where table
 * cells and rows stand alone; in a <div> a browser drops them, so that is the context to read it in.
 */
const INSERTION_CONTEXT = parseFragment('<div></div>').childNodes[0] as Element;

/** One pass of the allow-list: parse as a browser would, write out only what is allowed. */
function sanitizeOnce(html: string): string {
  const out: string[] = [];
  writeChildren(parseFragment(INSERTION_CONTEXT, html, {}), out);
  return out.join('');
}

/** More passes than any input has needed: each pass can only remove structure. */
const MAX_PASSES = 4;

/**
 * Organiser HTML reduced to the allow-list: safe to insert as HTML in the storefront. It runs when the HTML
 * is written (stored-html.ts), not on reads. A wrapper given way to can leave allowed elements nested in a
 * way a browser parses differently (`<h1><div><h1>` becomes `<h1><h1></h1></h1>`, read back as two
 * headings), so passes repeat until the output reads back as written: the result is a fixed point
 * (fast-check property in specs/architecture/organiser-html.test.ts), which the stored copy relies on.
 */
export function sanitizeHtml(html: string): string {
  if (html === '') return '';
  let clean = sanitizeOnce(html);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeOnce(clean);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** `sanitizeHtml` for a nullable field: null stays null. */
export function sanitizeNullableHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html);
}
