import { Link, useRouterState } from '@tanstack/react-router';
import type { BlockSettings } from '../../../core/site/index';
import { isCurrentTab, localizedHref, splitHref, withoutLanguage } from '../../../core/site/index';
import { useT } from '../../i18n/react';
import type { ElementProps } from '../../kit/sections/types';
import { LocalLink } from '../../shell/LocalLink';

/** Tabs of links block: "a tab is current when its path and its query parameters match" (core isCurrentTab). */
export function TabsBlock({ settings }: ElementProps<BlockSettings<'tabs'>>) {
  const { t, language } = useT();
  const location = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, search: state.location.searchStr }),
    structuralSharing: true,
  });
  // Both sides carry the language, whether or not the router's pathname shows the prefix.
  const current = { pathname: localizedHref(location.pathname, language), search: location.search };
  return (
    <nav className="site-tabs" aria-label={t('site.tabs.label')}>
      <ul className="site-tabs__list">
        {settings.links.map((link) => {
          const selected = isCurrentTab(link.href, current, language);
          const internal = link.href.startsWith('/') && !link.href.startsWith('//');
          if (!internal) {
            return (
              <li key={link.id}>
                <LocalLink href={link.href} className="site-tabs__tab">
                  {link.name}
                </LocalLink>
              </li>
            );
          }
          const { pathname, search } = splitHref(link.href);
          return (
            <li key={link.id}>
              {/* The router marks a link active by its own (looser) rule; exact keeps it to core's. */}
              <Link
                to={withoutLanguage(pathname, language)}
                search={Object.fromEntries(new URLSearchParams(search))}
                activeOptions={{ exact: true, includeSearch: true }}
                className="site-tabs__tab"
                aria-current={selected ? 'page' : undefined}
                data-current={selected}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
