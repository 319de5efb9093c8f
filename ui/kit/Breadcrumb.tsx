import { useT } from '../i18n/react';
import { LocalLink } from '../shell/LocalLink';
import './product-pages.css';

export interface Crumb {
  label: string;
  /** Absent for the current page, which is the last crumb. */
  href?: string | undefined;
}

/** A breadcrumb trail: links to each level, the current page last and marked as such. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useT();
  return (
    <nav className="breadcrumb" aria-label={t('productPages.breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.href !== undefined && index < items.length - 1 ? (
              <LocalLink href={item.href}>{item.label}</LocalLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
