import { useT } from '../i18n/react';
import { LocalLink } from './LocalLink';

/** "page not found" (part 1 §2, /page-not-found): every unknown path renders it. */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <section className="page page--narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('pages.notFound.title')}</h1>
      <p>{t('pages.notFound.text')}</p>
      <LocalLink href="/" className="button button--primary">
        {t('pages.notFound.home')}
      </LocalLink>
    </section>
  );
}
