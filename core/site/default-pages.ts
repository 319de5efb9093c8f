import type { WebsitePage } from '../schemas/entities/website';

/** "newsletter unsubscribe | /newsletters/unsubscribe" (part 1 §1, Default website pages). */
export const UNSUBSCRIBE_PATHNAME = '/newsletters/unsubscribe';

/**
 * The newsletter unsubscribe page before the organiser edits it ("editable title and subtitle", part 1 §2):
 * one "newsletter unsubscribe" section without texts of its own, so the storefront's default title and
 * subtitle show.
 */
const unsubscribePage = (): WebsitePage => ({
  title: '',
  description: null,
  pathname: UNSUBSCRIBE_PATHNAME,
  type: 'DEFAULT',
  content: [
    {
      id: 'newsletter-unsubscribe',
      element: 'section',
      type: 'newsletter-unsubscribe',
      family: 'sections',
      name: 'newsletter-unsubscribe',
      children: [],
      settings: {},
    },
  ],
});

const DEFAULT_PAGES: ReadonlyMap<string, () => WebsitePage> = new Map([
  [UNSUBSCRIBE_PATHNAME, unsubscribePage],
]);

/**
 * The default website page at `pathname` (part 1 §1 "Default website pages") when it needs nothing from the
 * organiser to show, for a website whose organiser has not made their own: today the newsletter unsubscribe
 * page. Null elsewhere. Without it, each visit to the unsubscribe page asked for a page the demo websites did
 * not have and got a 404 (issue 18 §19).
 */
export function defaultWebsitePage(pathname: string): WebsitePage | null {
  return DEFAULT_PAGES.get(pathname)?.() ?? null;
}
