import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../../i18n/react';

/** Placeholder cards while a grid loads; announced once as "loading". */
export function CardsLoading({ columns, count }: { columns: number; count: number }) {
  const { t } = useT();
  return (
    <div className="site-cards" style={{ '--site-grid-columns': columns } as CSSProperties} aria-busy="true">
      <output className="visually-hidden">{t('site.section.loading')}</output>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="link-card site-card site-card--placeholder" aria-hidden="true">
          <div className="site-card__media" />
          <div className="site-card__body">
            <span className="site-skeleton site-skeleton--title" />
            <span className="site-skeleton" />
            <span className="site-skeleton site-skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A read that failed: what happened and a button to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="site-list-message site-list-message--error" role="alert">
      <p>{t('site.section.error')}</p>
      <Button className="button" onPress={onRetry}>
        {t('site.section.retry')}
      </Button>
    </div>
  );
}

/** The empty state of a list. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return <p className="site-list-message">{children}</p>;
}
