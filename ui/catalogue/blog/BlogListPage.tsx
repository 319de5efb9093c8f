import { Link } from '@tanstack/react-router';
import { BLOG_PAGE_SIZE, pagination } from '../../../core/lists/index';
import type { BlogArticle } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { htmlToText } from '../../kit/sanitize';
import { LocalLink } from '../../shell/LocalLink';
import './blog.css';
import { useFormat } from '../../kit/format/index';
import { Pagination, paginationTexts } from '../../kit/Pagination';

const EXCERPT_LENGTH = 180;

function excerpt(html: string): string {
  const text = htmlToText(html);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

export interface BlogListProps {
  articles: readonly BlogArticle[];
  count: number;
  page: number;
}

/** "/blog: article list, 12 per page, pagination, empty state; items link to /blog/{slug}". */
export function BlogListPage({ articles, count, page }: BlogListProps) {
  const { t } = useT();
  const format = useFormat();
  const view = pagination({ page, pageSize: BLOG_PAGE_SIZE, total: count });
  return (
    <div className="page blog">
      <header className="blog__header">
        <h1>{t('blogPages.title')}</h1>
        <p className="blog__intro">{t('blogPages.intro')}</p>
      </header>
      {articles.length === 0 ? (
        <div className="blog-empty">
          <h2>{t('blogPages.empty.title')}</h2>
          <p>{t('blogPages.empty.text')}</p>
        </div>
      ) : (
        <ul className="blog-grid">
          {articles.map((article) => {
            const image = article.images[0];
            return (
              <li key={article.cuid} className="link-card blog-card">
                {image ? (
                  <img className="blog-card__image" src={image.public_url} alt="" loading="lazy" />
                ) : (
                  <div className="blog-card__image blog-card__image--empty" aria-hidden="true" />
                )}
                <div className="blog-card__body">
                  <h2 className="blog-card__title">
                    <LocalLink
                      className="link-card__link blog-card__link"
                      href={`/blog/${encodeURIComponent(article.slug)}`}
                    >
                      {article.title}
                    </LocalLink>
                  </h2>
                  <p className="blog-card__date">
                    <time dateTime={article.created_at}>
                      {t('blogPages.published', { date: format.instant(article.created_at, 'date') })}
                    </time>
                  </p>
                  <p className="blog-card__excerpt">{excerpt(article.content)}</p>
                  <span className="blog-card__more" aria-hidden="true">
                    {t('blogPages.readMore')} →
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        view={view}
        className="pagination"
        texts={paginationTexts(t, 'blogPages.pagination')}
        status={
          <>
            <span>{t('blogPages.pagination.status', { page: view.page, pages: view.pageCount })}</span>
            <span className="pagination__total">
              {t('blogPages.pagination.total', { count: view.total })}
            </span>
          </>
        }
        linkTo={(target, className, children) => (
          <Link to="/blog" search={target === 1 ? {} : { page_number: target }} className={className}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}
