import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pagination } from '../../core/lists/index';
import type { SearchResult } from '../../core/schemas/index';
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_TYPES, type SearchResultType } from '../../core/search/index';
import { LocalLink } from '../shell/LocalLink';
import { useSearchT } from './messages';
import './search.css';
import { formatsFor } from '../kit/format/index';
import { Pagination, paginationTexts } from '../kit/Pagination';

export interface SearchPageProps {
  query: string;
  results: readonly SearchResult[];
  count: number;
  page: number;
}

/**
 * /search?q= (issue 20 §3): a heading naming the query and the count, the results grouped as the API orders
 * them (activities, sessions with places left, articles, pages), each a link with its plain-text excerpt
 * (React escapes it: never HTML), pages of SEARCH_PAGE_SIZE, and an empty state.
 */
export function SearchPage({ query, results, count, page }: SearchPageProps) {
  const { t, language } = useSearchT();
  const format = formatsFor(language);
  const view = pagination({ page, pageSize: SEARCH_PAGE_SIZE, total: count });
  const groups = SEARCH_RESULT_TYPES.map((type) => ({
    type,
    items: results.filter((result) => result.type === type),
  })).filter((group) => group.items.length > 0);
  const link = (target: number, className: string, children: ReactNode) => (
    <Link
      to="/search"
      search={target === 1 ? { q: query } : { q: query, page_number: target }}
      className={className}
    >
      {children}
    </Link>
  );
  return (
    <div className="page search-page">
      <header className="search-page__header">
        <h1>{query === '' ? t('search.page.title') : t('search.page.heading', { query })}</h1>
        {query !== '' && count > 0 ? (
          <p className="search-page__count">{t('search.page.results', { count })}</p>
        ) : null}
      </header>
      {query === '' ? (
        <p className="search-page__prompt">{t('search.page.prompt')}</p>
      ) : count === 0 ? (
        <div className="search-page__empty">
          <h2>{t('search.page.empty.title', { query })}</h2>
          <p>{t('search.page.empty.text')}</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.type} className="search-group" aria-labelledby={`search-group-${group.type}`}>
            <h2 id={`search-group-${group.type}`} className="search-group__title">
              {t(`search.groups.${group.type satisfies SearchResultType}`)}
            </h2>
            <ul className="search-group__list">
              {group.items.map((result) => (
                <li key={result.href} className="search-result">
                  <h3 className="search-result__title">
                    <LocalLink href={result.href} className="search-result__link">
                      {result.title}
                    </LocalLink>
                  </h3>
                  {result.start_at ? (
                    <p className="search-result__date">
                      <time dateTime={result.start_at}>{format.instant(result.start_at, 'date')}</time>
                    </p>
                  ) : null}
                  {result.excerpt ? <p className="search-result__excerpt">{result.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination
        view={view}
        className="search-pagination"
        texts={paginationTexts(t, 'search.page.pagination')}
        status={t('search.page.pagination.status', { page: view.page, pages: view.pageCount })}
        linkTo={link}
      />
    </div>
  );
}
