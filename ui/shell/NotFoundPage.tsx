import { useT } from '../i18n/react';
import { NoticePage } from '../kit/NoticePage';

/** "page not found" (part 1 §2, /page-not-found): every unknown path renders it. */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <NoticePage
      labelId="not-found-title"
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      action={t('pages.notFound.home')}
    />
  );
}
