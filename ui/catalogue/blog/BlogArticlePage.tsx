import type { BlogArticle } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { Breadcrumb } from '../../kit/Breadcrumb';
import { ShareButton } from '../../kit/place/ShareButton';
import { RichHtml } from '../../kit/RichHtml';
import { Carousel } from './Carousel';
import './blog.css';
import { useFormat } from '../../kit/format/index';

/** "/blog/$article: breadcrumb, title, creation date, image carousel with wrapping previous and next, content". */
export function BlogArticlePage({ article, homeLabel }: { article: BlogArticle; homeLabel: string }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <article className="page page--article blog-article" aria-labelledby="blog-article-title">
      <Breadcrumb
        items={[
          { label: homeLabel, href: '/' },
          { label: t('blogPages.title'), href: '/blog' },
          { label: article.title },
        ]}
      />
      <header className="blog-article__header">
        <h1 id="blog-article-title">{article.title}</h1>
        <p className="blog-article__date">
          <time dateTime={article.created_at}>
            {t('blogPages.published', { date: format.instant(article.created_at, 'date') })}
          </time>
        </p>
        <ShareButton title={article.title} />
      </header>
      <Carousel images={article.images} title={article.title} />
      <RichHtml className="rich-text blog-article__content" html={article.content} />
    </article>
  );
}
