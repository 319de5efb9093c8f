import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentHeadHtml, documentHeadOf } from '../app/document-head';

/** The tags of a head this component (or the server) wrote: `<title>` aside, those are replaced together. */
const HEAD_TAGS = 'meta[data-head], link[data-head], script[data-head]';

/**
 * Keeps the document's head on the page the router shows: on every route change the title, description,
 * canonical and hreflang links, robots, Open Graph, Twitter and JSON-LD tags are set from the matches
 * (`documentHeadOf`). The server writes the same tags (`documentHeadHtml`, each marked `data-head`); this
 * takes them over. It renders nothing, so it cannot make the hydrated markup differ from the server's.
 */
export function DocumentHead() {
  // While a navigation is pending the matches are still the shown page's: the head changes with the page.
  const matches = useRouterState({ select: (state) => state.matches });
  useEffect(() => {
    const head = documentHeadOf(matches, window.location.origin);
    if (document.title !== head.title) document.title = head.title;
    // The same escaped markup the server sends, parsed inert (a template runs no script).
    const template = document.createElement('template');
    template.innerHTML = documentHeadHtml(head);
    const tags = Array.from(template.content.children).filter((element) => element.tagName !== 'TITLE');
    for (const element of Array.from(document.head.querySelectorAll(HEAD_TAGS))) element.remove();
    document.head.append(...tags);
  }, [matches]);
  return null;
}
