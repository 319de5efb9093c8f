import type { CartItem } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../format/index';

type Requested = NonNullable<CartItem['availabilities']>[number];

/**
 * One availability a request asks for: its first session (day and hours) and how many sessions until when,
 * or its start alone when the server gave nothing more.
 */
function RequestedAvailability({ availability }: { availability: Requested }) {
  const { t } = useT();
  const format = useFormat();
  const dates = availability.dates ?? [];
  const first =
    dates[0] ??
    (availability.end_at ? { start_at: availability.start_at, end_at: availability.end_at } : null);
  const last = dates.at(-1);
  return (
    <li>
      {first
        ? format.instantRange(first.start_at, first.end_at, 'dateTime')
        : format.instant(availability.start_at, 'weekdayDate')}
      {dates.length > 1 && last ? (
        <span className="cart-item__sessions">
          {' '}
          {t('cart.item.sessions', {
            count: dates.length,
            until: format.instant(last.start_at, 'weekdayDate'),
          })}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Registration request (issue 18 §9): the tier asked for, the availabilities asked for, each with its
 * sessions, and that its estimate is not paid now. The participant is shown beside it by the item view.
 */
export function RequestDetails({ item }: { item: CartItem }) {
  const { t } = useT();
  const tier = item.request?.tier;
  const requested = item.availabilities ?? [];
  return (
    <>
      {tier ? <p className="cart-item__meta">{t('cart.item.tier', { name: tier.name })}</p> : null}
      {requested.length > 0 ? (
        <div className="cart-item__periods">
          <ul aria-label={t('cart.item.requested')}>
            {requested.map((availability) => (
              <RequestedAvailability
                key={availability.cuid ?? availability.start_at}
                availability={availability}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {item.request ? <p className="cart-item__meta cart-item__note">{t('cart.item.estimateNote')}</p> : null}
    </>
  );
}

/**
 * A request's amount, in the place of a price: the estimate, said to be one (the organiser approves, then the
 * amount is owed: core `requestAmountDue`). The item's own price (0) is what the cart's totals count.
 */
export function RequestEstimate({ item }: { item: CartItem }) {
  const { t } = useT();
  const format = useFormat();
  if (!item.request) return null;
  return (
    <p className="cart-item__price cart-item__price--estimate">
      <span className="cart-item__estimate-label">{t('cart.item.estimate')} </span>
      {format.money(item.request.estimated_amount)}
    </p>
  );
}
