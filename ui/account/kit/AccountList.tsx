import type { ReactNode } from 'react';
import { pagination } from '../../../core/lists/index';
import { useT } from '../../i18n/react';
import { Pagination, paginationTexts } from '../../kit/Pagination';
import { LocalLink } from '../../shell/LocalLink';
import { ACCOUNT_PAGE_SIZE } from './account-route';

/**
 * One account list: its heading, the items, an empty state, and previous/next links with the page number
 * and total results (part 1 §2 "Lists are paginated with previous and next buttons and show page number and
 * total results"; core `pagination` decides what is disabled).
 */
export function AccountList<Item>({
  title,
  items,
  count,
  page,
  path,
  empty,
  actions,
  renderItem,
  itemKey,
}: {
  title: string;
  items: readonly Item[];
  count: number;
  page: number;
  /** The list's own path (`/account/registrations`), for the page links. */
  path: string;
  empty: string;
  /** Beside the heading (e.g. "Redeem a voucher"). */
  actions?: ReactNode;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
}) {
  const { t } = useT();
  const view = pagination({ page, pageSize: ACCOUNT_PAGE_SIZE, total: count });
  const headingId = `account-list-${path.replace(/\W+/g, '-')}`;
  return (
    <section className="account-list" aria-labelledby={headingId}>
      <div className="control-row account-list__head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {items.length === 0 ? (
        <p className="account-empty">{empty}</p>
      ) : (
        <ul className="account-list__items">
          {items.map((item) => (
            <li key={itemKey(item)} className="account-list__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {!view.visible ? (
        items.length > 0 && (
          <p className="account-muted">{t('account.pagination.total', { count: view.total })}</p>
        )
      ) : (
        <Pagination
          view={view}
          className="account-pagination"
          texts={paginationTexts(t, 'account.pagination')}
          status={
            <>
              <span>{t('account.pagination.page', { page: view.page, pages: view.pageCount })}</span>
              <span className="account-muted">{t('account.pagination.total', { count: view.total })}</span>
            </>
          }
          linkTo={(target, className, children) => (
            <LocalLink className={className} href={`${path}?page_number=${target}`}>
              {children}
            </LocalLink>
          )}
        />
      )}
    </section>
  );
}
