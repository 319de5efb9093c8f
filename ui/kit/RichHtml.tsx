import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';
import { splitHref, withoutLanguage } from '../../core/site/index';
import { useT } from '../i18n/react';
import { useWebsite } from '../shell/website';
import { sanitizeHtml } from './sanitize';
import './rich-html.css';

/**
 * The one renderer of organiser HTML (descriptions, article content, rich-text blocks). The server
 * sanitises it on write; the site's allow-list (../site/sanitize) runs again here as defence in depth, so a
 * slip on either side alone never injects script: no scripts, styles, frames or event attributes, links only
 * https, mailto, tel or relative, links off the site in a new tab. Links to pages of the site go through the
 * router (the language prefix is kept, no full reload). `className` is the whole class list: `rich-text`
 * gives the generic look of rich-html.css, a screen may give its own.
 */
export function RichHtml({ html, className }: { html: string; className: string }) {
  const website = useWebsite();
  const router = useRouter();
  const { language } = useT();
  const clean = useMemo(() => sanitizeHtml(html, { hostname: website.hostname }), [html, website.hostname]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.hasAttribute('target')) return;
    event.preventDefault();
    const { pathname, search } = splitHref(href);
    void router.navigate({
      to: withoutLanguage(pathname, language),
      search: Object.fromEntries(new URLSearchParams(search)),
    });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside, which keep their own keyboard behaviour.
    <div
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the allow-list sanitiser just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
