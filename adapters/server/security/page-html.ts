import type { PageElement } from '../../../core/schemas/index';
import { sanitizeHtml } from './sanitize-html';

/** Settings that hold HTML, by element name (or type): the rich-text block and the split hero's description. */
const HTML_SETTINGS: Readonly<Record<string, string>> = { 'rich-text': 'html', 'split-hero': 'description' };

function htmlSettingOf(element: PageElement): string | undefined {
  if (Object.hasOwn(HTML_SETTINGS, element.name)) return HTML_SETTINGS[element.name];
  return Object.hasOwn(HTML_SETTINGS, element.type) ? HTML_SETTINGS[element.type] : undefined;
}

/**
 * A page's content with every HTML setting sanitised, children included. Other settings (an iframe block's
 * address, a button's link) are not HTML: their own schemas check them where the storefront renders them.
 */
export function sanitizePageElements(elements: readonly PageElement[]): PageElement[] {
  return elements.map((element) => {
    const key = htmlSettingOf(element);
    const value = key === undefined ? undefined : element.settings[key];
    const settings =
      key !== undefined && typeof value === 'string'
        ? { ...element.settings, [key]: sanitizeHtml(value) }
        : element.settings;
    return { ...element, settings, children: sanitizePageElements(element.children ?? []) };
  });
}
