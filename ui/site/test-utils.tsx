import type { ReactNode } from 'react';
import type { PageElement } from '../../core/schemas/index';
import type { Session, Website } from '../app/context';
import { fetchAnswering, testWebsite, visitorSession } from '../testing/fixtures';
import { pageRoute, renderWithStorefront } from '../testing/render';

/** The demo organiser's website as the API answers it (trimmed). */
export const WEBSITE: Website = testWebsite;

export const VISITOR: Session = visitorSession;

type Answer = { status?: number; body: unknown };
/** A fetch answering by pathname (and the query it got); unknown paths answer 404. */
export function fakeFetch(routes: Record<string, (url: URL) => Answer | Promise<Answer>>) {
  const calls: URL[] = [];
  const fetch = fetchAnswering(({ url }) => {
    calls.push(url);
    return routes[url.pathname]?.(url);
  });
  return { fetch, calls };
}

/** Renders `ui` on a route at `path` under a root route holding the website and the session. */
export async function renderInSite(
  ui: ReactNode,
  options: { fetch?: typeof globalThis.fetch; path?: string } = {},
) {
  return renderWithStorefront(() => <>{ui}</>, {
    path: options.path ?? '/test',
    website: WEBSITE,
    session: VISITOR,
    fetch: options.fetch ?? fakeFetch({}).fetch,
    // As in the app, pages sit inside the toast provider (their Share button reports with toasts).
    providers: 'toasts',
    routes: (root) => [
      pageRoute(root, '/test', () => <>{ui}</>),
      pageRoute(root, '$', () => <p>other page</p>),
    ],
  });
}

/** A page element as the builder saves it. */
export function element(
  kind: 'section' | 'block',
  id: string,
  name: string,
  settings: Record<string, unknown> = {},
  children: PageElement[] = [],
): PageElement {
  return { id, element: kind, type: name, family: `${kind}s`, name, children, settings };
}
export const section = (
  id: string,
  name: string,
  settings: Record<string, unknown> = {},
  children: PageElement[] = [],
) => element('section', id, name, settings, children);
export const block = (id: string, name: string, settings: Record<string, unknown> = {}) =>
  element('block', id, name, settings);
