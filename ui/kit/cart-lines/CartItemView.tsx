import type { ReactNode } from 'react';
import { cartItemHref } from '../../../core/cart/index';
import { locationLine, locationName } from '../../../core/catalogue/index';
import type { CartItem } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { RequestDetails, RequestEstimate } from './RequestItemDetails';
import './cart.css';
import { useFormat } from '../format/index';

export interface CartItemViewProps {
  item: CartItem;
  /** Called when the customer follows the item's link (the drawer closes). */
  onNavigate?: () => void;
  /** Controls shown beside the price (the remove button). */
  actions?: ReactNode;
  /** The heading level of the item title inside its list. */
  headingLevel?: 3 | 4;
  /** Whether to show until when the item holds its place (not on a processed cart). */
  showExpiry?: boolean;
}

/** The product an item is about: its title and first image (each type carries its own entity). */
function product(item: CartItem): { title: string | null; image: string | null } {
  switch (item.type) {
    case 'REGISTRATION':
      return {
        title: item.availability?.activity.title ?? null,
        image: item.availability?.activity.images[0]?.public_url ?? null,
      };
    case 'BOOKING':
      return { title: item.resource?.name ?? null, image: item.resource?.images[0]?.public_url ?? null };
    case 'BUNDLE':
      return { title: item.bundle?.title ?? null, image: item.bundle?.images[0]?.public_url ?? null };
    case 'VOUCHER':
      return { title: item.voucher?.title ?? null, image: item.voucher?.images[0]?.public_url ?? null };
    case 'MEMBERSHIP':
      return {
        title: item.membership?.title ?? null,
        image: item.membership?.images[0]?.public_url ?? null,
      };
    case 'REGISTRATION_REQUEST':
      return {
        title: item.request?.activity.title ?? null,
        image: item.request?.activity.images[0]?.public_url ?? null,
      };
  }
}

/** The item's title as the list shows it: the product's own title, else the kind of item. */
export function useCartItemTitle(item: CartItem): string {
  const { t } = useT();
  return product(item).title ?? t(`cart.item.types.${item.type}`);
}

function Participants({ item }: { item: CartItem }) {
  const { t } = useT();
  const names = [item.participant, ...(item.participants ?? [])]
    .filter((participant) => participant !== null && participant !== undefined)
    .map((participant) => participant.fullname);
  const unique = [...new Set(names)];
  if (unique.length === 0) return null;
  return (
    <p className="cart-item__meta">
      {unique.length === 1
        ? t('cart.item.participant', { name: unique[0] })
        : t('cart.item.participants', { names: unique.join(', ') })}
    </p>
  );
}

function Periods({
  label,
  periods,
}: {
  label: string;
  periods: Array<{ start_at: string; end_at: string }>;
}) {
  const format = useFormat();
  if (periods.length === 0) return null;
  return (
    <div className="cart-item__periods">
      <ul aria-label={label}>
        {periods.map((period) => (
          <li key={`${period.start_at}-${period.end_at}`}>
            {format.instantRange(period.start_at, period.end_at, 'dateTime')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Registration: activity title, participant, the chosen dates (or the availability's span). */
function RegistrationDetails({ item }: { item: CartItem }) {
  const { t } = useT();
  const dates = item.availability_dates?.length
    ? item.availability_dates
    : item.availability
      ? [{ start_at: item.availability.start_at, end_at: item.availability.end_at }]
      : [];
  const location = item.availability?.location;
  const place = location ? locationLine(location, 'city') : null;
  return (
    <>
      <Participants item={item} />
      {place ? <p className="cart-item__meta">{place}</p> : null}
      <Periods label={t('cart.item.dates')} periods={dates} />
    </>
  );
}

/** Resource booking: the resource (title), its location, the booked slots, the participants. */
function BookingDetails({ item }: { item: CartItem }) {
  const { t } = useT();
  const location = item.resource?.location;
  const place = location ? locationName(location) : null;
  return (
    <>
      {place ? <p className="cart-item__meta">{place}</p> : null}
      <Participants item={item} />
      <Periods label={t('cart.item.slots')} periods={item.booking_dates ?? []} />
    </>
  );
}

/**
 * One cart item, rendered after its type (part 1 §2 "Each item type has its own rendering"): registrations
 * show the activity, participant and dates; bookings the resource and slots; bundles, vouchers and
 * memberships their title; requests the activity, participant, tier, sessions and estimate (issue 18 §9).
 * Availability items link to their availability, bookings to their resource (core `cartItemHref`).
 */
export function CartItemView({
  item,
  onNavigate,
  actions,
  headingLevel = 3,
  showExpiry = true,
}: CartItemViewProps) {
  const { t } = useT();
  const format = useFormat();
  const { image } = product(item);
  const title = useCartItemTitle(item);
  const href = cartItemHref(item);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="cart-item" data-type={item.type}>
      <div className="cart-item__media" aria-hidden="true">
        {image ? (
          <img className="thumbnail" src={image} alt="" loading="lazy" />
        ) : (
          <span className="cart-item__placeholder" />
        )}
      </div>
      <div className="cart-item__body">
        <p className="cart-item__type">{t(`cart.item.types.${item.type}`)}</p>
        <Heading className="cart-item__title">
          {href ? (
            <LocalLink href={href} onClick={onNavigate}>
              {title}
            </LocalLink>
          ) : (
            title
          )}
        </Heading>
        {item.type === 'REGISTRATION' ? <RegistrationDetails item={item} /> : null}
        {item.type === 'BOOKING' ? <BookingDetails item={item} /> : null}
        {item.type === 'REGISTRATION_REQUEST' ? (
          <>
            <Participants item={item} />
            <RequestDetails item={item} />
          </>
        ) : null}
        {item.type === 'BUNDLE' || item.type === 'VOUCHER' || item.type === 'MEMBERSHIP' ? (
          <Participants item={item} />
        ) : null}
      </div>
      <div className="cart-item__aside">
        {item.type === 'REGISTRATION_REQUEST' && item.request ? (
          <RequestEstimate item={item} />
        ) : (
          <p className="cart-item__price">
            <span className="visually-hidden">{t('cart.item.price')} </span>
            {format.money(item.price)}
          </p>
        )}
        {(item.deposit ?? 0) > 0 ? (
          <p className="cart-item__deposit">
            {t('cart.item.deposit', { amount: format.money(item.deposit ?? 0) })}
          </p>
        ) : null}
        {showExpiry ? (
          <p className="cart-item__expiry">
            {t('cart.item.expires', { time: format.instant(item.expires_at, 'time') })}
          </p>
        ) : null}
        {actions}
      </div>
    </article>
  );
}
