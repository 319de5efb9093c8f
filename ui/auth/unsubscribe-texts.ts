import { catalogueCalls, type PageElement } from '../../core/schemas/index';
import { UNSUBSCRIBE_PATHNAME } from '../../core/site/index';
import type { Api } from '../app/api';

/** The organiser's own title and subtitle for the page, when its builder page sets them. */
export interface UnsubscribeTexts {
  title: string | null;
  subtitle: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The first "newsletter unsubscribe" section of a page's content, searched through nested elements. */
function unsubscribeSection(elements: readonly PageElement[]): PageElement | null {
  for (const element of elements) {
    if (/unsubscribe/i.test(`${element.element} ${element.type} ${element.name}`)) return element;
    const inner = unsubscribeSection(element.children);
    if (inner) return inner;
  }
  return null;
}

/**
 * "/newsletters/unsubscribe: editable title and subtitle" (part 1 §2): the organiser edits them in the
 * newsletter unsubscribe section of the builder page at that path. Every website has that page (the server
 * answers the default one, core `defaultWebsitePage`, until the organiser makes their own); without texts of
 * its own, or when it cannot be read, the default texts show.
 */
export async function loadUnsubscribeTexts(api: Api): Promise<UnsubscribeTexts> {
  try {
    const { page } = await api.call(catalogueCalls.page, { pathname: UNSUBSCRIBE_PATHNAME });
    const section = unsubscribeSection(page.content);
    return {
      title: text(section?.settings.title) ?? text(page.title),
      subtitle: text(section?.settings.subtitle) ?? text(page.description),
    };
  } catch {
    return { title: null, subtitle: null };
  }
}
