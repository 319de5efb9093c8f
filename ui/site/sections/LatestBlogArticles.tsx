import type { CSSProperties } from 'react';
import { catalogueCalls } from '../../../core/schemas/index';
import type { LayoutSectionSettings } from '../../../core/site/index';
import { useRead } from '../../app/data/useRead';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { htmlToText } from '../../kit/sanitize';
import { Card } from '../../kit/sections/Card';
import { CardsLoading, ListEmpty, ListError } from '../../kit/sections/ListState';
import type { ElementProps } from '../../kit/sections/types';
import { LocalLink } from '../../shell/LocalLink';

/** Latest blog articles: the newest `limit` articles (3 by default), each opening /blog/{slug}. */
export function LatestBlogArticlesSection({
  settings,
  children,
}: ElementProps<LayoutSectionSettings<'latest-blog-articles'>>) {
  const { t } = useT();
  const format = useFormat();
  const call = useRead(catalogueCalls.blogArticles, { limit: settings.limit });
  const columns = Math.min(settings.limit, 3);
  return (
    <section className="site-section site-section--articles">
      <div className="site-section__inner site-stack">
        {children}
        {call.status === 'loading' ? (
          <CardsLoading columns={columns} count={columns} />
        ) : call.status === 'error' ? (
          <ListError onRetry={call.retry} />
        ) : call.data.data.length === 0 ? (
          <ListEmpty>{t('site.empty.articles')}</ListEmpty>
        ) : (
          <>
            <div className="site-cards" style={{ '--site-grid-columns': columns } as CSSProperties}>
              {call.data.data.map((article) => (
                <Card
                  key={article.cuid}
                  href={`/blog/${article.slug}`}
                  title={article.title}
                  image={article.images[0]?.public_url}
                  aspectRatio="16 / 9"
                  details={
                    <p>
                      <time dateTime={article.created_at}>{format.instant(article.created_at, 'date')}</time>
                    </p>
                  }
                  excerpt={htmlToText(article.content)}
                />
              ))}
            </div>
            <p className="site-section__more">
              <LocalLink href="/blog" className="site-more-link">
                {t('site.blog.all')}
              </LocalLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
