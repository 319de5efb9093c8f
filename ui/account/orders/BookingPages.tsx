import { amountDue } from '../../../core/account/index';
import { customerBookingTotals } from '../../../core/booking/index';
import { locationName } from '../../../core/catalogue/index';
import { transferReference } from '../../../core/pricing/index';
import type { Booking } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { useSession } from '../../shell/website';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badge, Badges } from '../kit/Badge';
import { PayPanel } from '../payments/PayPanel';
import { Facts, OrderCard, usePaymentBadges } from './parts';

/** The resource's place (core `locationName`: its location's title, else its name). */
const placeOf = (booking: Booking) =>
  booking.resource.location ? locationName(booking.resource.location) : null;

/**
 * The signed-in customer's share of a booking: "The bookings total counts only this customer's
 * participations" (part 2 §6, core `customerBookingTotals`).
 */
function useOwnTotals(booking: Booking) {
  const session = useSession();
  return customerBookingTotals(booking, session.customer?.id ?? -1);
}

/** The booking's badges: cancelled, this customer's payment, split payment. */
function useBookingBadges() {
  const { t } = useT();
  const payment = usePaymentBadges();
  return (booking: Booking, own: { total_amount: number; paid_amount: number }) => [
    booking.cancelled ? (
      <Badge key="cancelled" tone="danger">
        {t('account.orders.bookings.cancelled')}
      </Badge>
    ) : null,
    payment.list(own),
    booking.payment_split ? (
      <Badge key="split" tone="neutral">
        {t('account.orders.bookings.split')}
      </Badge>
    ) : null,
  ];
}

function Slots({ booking }: { booking: Booking }) {
  const format = useFormat();
  return (
    <ul className="plain-list">
      {booking.dates.map((slot) => (
        <li key={`${slot.start_at}-${slot.end_at}`}>
          {format.instantRange(slot.start_at, slot.end_at, 'dateTime')}
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useT();
  const format = useFormat();
  const own = useOwnTotals(booking);
  const badges = useBookingBadges();
  const place = placeOf(booking);
  return (
    <OrderCard
      title={booking.resource.name}
      href={`/account/bookings/${booking.cuid}`}
      image={booking.resource.images[0] ?? null}
      facts={[
        { label: t('account.orders.bookings.location'), value: place, shown: place !== null },
        { label: t('account.orders.bookings.slots'), value: <Slots booking={booking} /> },
        {
          label: t('account.orders.bookings.participants'),
          value: booking.participations.map((participation) => participation.participant.fullname).join(', '),
          shown: booking.participations.length > 0,
        },
      ]}
      amount={format.money(own.total_amount)}
      badges={badges(booking, own)}
    />
  );
}

/** /account/bookings: resource bookings the customer made or takes part in (part 1 §3 Booking). */
export function BookingListPage({ list, page }: { list: { data: Booking[]; count: number }; page: number }) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.orders.bookings.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/bookings"
      empty={t('account.orders.bookings.empty')}
      itemKey={(booking) => booking.cuid}
      renderItem={(booking) => <BookingCard booking={booking} />}
    />
  );
}

/**
 * /account/bookings/{cuid}: the resource, its slots, every participation (the customer's own marked) and the
 * customer's own total; the payment panel offers only what this customer still owes.
 */
export function BookingDetailPage({ booking }: { booking: Booking }) {
  const { t } = useT();
  const format = useFormat();
  const session = useSession();
  const own = useOwnTotals(booking);
  const badges = useBookingBadges();
  const place = placeOf(booking);
  const image = booking.resource.images[0];
  const customerId = session.customer?.id;
  return (
    <article className="account-detail" aria-labelledby="orders-booking-title">
      <BackLink href="/account/bookings">{t('account.orders.bookings.back')}</BackLink>
      <header className="orders-hero">
        {image ? <img className="orders-hero__image" src={image.public_url} alt="" /> : null}
        <div className="orders-hero__text">
          <h2 id="orders-booking-title">{booking.resource.name}</h2>
          <p className="account-muted">
            {t('account.orders.referenceValue', { reference: booking.reference })}
          </p>
          {booking.order_reference ? (
            <p className="account-muted">
              {t('account.pay.orderReference', { reference: booking.order_reference })}
            </p>
          ) : null}
          <Badges>{badges(booking, own)}</Badges>
        </div>
      </header>
      <div className="orders-columns">
        <div className="orders-columns__main">
          <section className="account-panel" aria-labelledby="orders-booking-slots">
            <h3 id="orders-booking-slots">{t('account.orders.bookings.slots')}</h3>
            <Slots booking={booking} />
            {place !== null && (
              <Facts facts={[{ label: t('account.orders.bookings.location'), value: place }]} />
            )}
            {booking.dates.length > 0 ? (
              <div className="account-actions">
                <AddToCalendarLink kind="booking" cuid={booking.cuid} title={booking.resource.name} />
              </div>
            ) : null}
          </section>
          <section className="account-panel" aria-labelledby="orders-booking-participations">
            <h3 id="orders-booking-participations">{t('account.orders.bookings.participations.title')}</h3>
            <div className="orders-table-wrap">
              <table className="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t('account.orders.bookings.participations.participant')}</th>
                    <th scope="col" className="orders-table__number">
                      {t('account.orders.bookings.participations.amount')}
                    </th>
                    <th scope="col" className="orders-table__number">
                      {t('account.orders.bookings.participations.paid')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {booking.participations.map((participation, index) => {
                    const mine = participation.participant.customer_id === customerId;
                    return (
                      <tr
                        // Participations have no id; one per participant, in the booking's order.
                        key={`${index}-${participation.participant.fullname}`}
                        data-own={mine || undefined}
                      >
                        <th scope="row">
                          {participation.participant.fullname}
                          {mine && (
                            <span className="orders-own">
                              {' '}
                              ({t('account.orders.bookings.participations.own')})
                            </span>
                          )}
                        </th>
                        <td className="orders-table__number">{format.money(participation.total_amount)}</td>
                        <td className="orders-table__number">{format.money(participation.paid_amount)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div className="orders-columns__side">
          <section className="account-panel" aria-labelledby="orders-booking-total">
            <h3 id="orders-booking-total">{t('account.orders.bookings.yourTotal')}</h3>
            <Facts
              facts={[
                { label: t('account.orders.amounts.total'), value: format.money(own.total_amount) },
                { label: t('account.orders.amounts.paid'), value: format.money(own.paid_amount) },
              ]}
            />
            <p className="account-muted">{t('account.orders.bookings.ownNote')}</p>
          </section>
          <PayPanel destination={booking.cuid} reference={transferReference(booking)} due={amountDue(own)} />
        </div>
      </div>
    </article>
  );
}
