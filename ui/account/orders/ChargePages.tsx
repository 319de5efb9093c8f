import { amountDue, attendanceTotals, hoursAndMinutes } from '../../../core/account/index';
import { transferReference } from '../../../core/pricing/index';
import type { AttendanceCharge } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { RichHtml } from '../../kit/RichHtml';
import { useMobile } from '../../kit/useMobile';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badges } from '../kit/Badge';
import { PayPanel } from '../payments/PayPanel';
import { Facts, OrderCard, usePaymentBadges, useTimeOfDay } from './parts';

type Item = AttendanceCharge['items'][number];

/** The billing cycle's dates, "1 Sept 2026 – 30 Sept 2026". */
function usePeriod() {
  const format = useFormat();
  return (charge: AttendanceCharge) =>
    `${format.instant(charge.billing_cycle.start_at, 'mediumDate')} – ${format.instant(charge.billing_cycle.end_at, 'mediumDate')}`;
}

function ChargeCard({ charge }: { charge: AttendanceCharge }) {
  const { t } = useT();
  const format = useFormat();
  const period = usePeriod();
  const badges = usePaymentBadges();
  return (
    <OrderCard
      title={charge.billing_cycle.configuration.title}
      href={`/account/attendance-charges/${charge.cuid}`}
      image={charge.billing_cycle.configuration.images[0] ?? null}
      facts={[
        { label: t('account.orders.charges.period'), value: period(charge) },
        { label: t('account.orders.reference'), value: charge.reference },
        { label: t('account.orders.amounts.paid'), value: format.money(charge.paid_amount) },
      ]}
      amount={format.money(charge.total_amount)}
      badges={[badges.list(charge)]}
    />
  );
}

/** /account/attendance-charges: the customer's attendance charges, newest first (part 1 §3). */
export function ChargeListPage({
  list,
  page,
}: {
  list: { data: AttendanceCharge[]; count: number };
  page: number;
}) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.orders.charges.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/attendance-charges"
      empty={t('account.orders.charges.empty')}
      itemKey={(charge) => charge.cuid}
      renderItem={(charge) => <ChargeCard charge={charge} />}
    />
  );
}

/** Display texts of one item's cells: date, arrival – departure, duration in h min, amount. */
function useItemText() {
  const { t } = useT();
  const format = useFormat();
  const time = useTimeOfDay();
  const duration = (minutes: number) => {
    const split = hoursAndMinutes(minutes);
    if (split.hours === 0) return t('account.orders.charges.minutesOnly', { minutes: split.minutes });
    if (split.minutes === 0) return t('account.orders.charges.hoursOnly', { hours: split.hours });
    return t('account.orders.charges.hoursMinutes', split);
  };
  const clock = (iso: string | null) => (iso === null ? t('account.orders.charges.notRecorded') : time(iso));
  return {
    duration,
    date: (item: Item) => format.day(item.registration_date.date, 'medium'),
    attendance: (item: Item) =>
      t('account.orders.charges.attendanceValue', {
        arrival: clock(item.registration_date.arrival),
        departure: clock(item.registration_date.departure),
      }),
    amount: (item: Item) => format.money(item.amount),
  };
}

/** The items as a table, with the totals row (total duration and amount) in its footer. */
function ItemsTable({ items }: { items: AttendanceCharge['items'] }) {
  const { t } = useT();
  const format = useFormat();
  const text = useItemText();
  const totals = attendanceTotals(items);
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" aria-labelledby="orders-charge-items">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.charges.date')}</th>
            <th scope="col">{t('account.orders.charges.participant')}</th>
            <th scope="col">{t('account.orders.charges.attendance')}</th>
            <th scope="col" className="orders-table__number">
              {t('account.orders.charges.duration')}
            </th>
            <th scope="col" className="orders-table__number">
              {t('account.orders.charges.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.cuid}>
              <td>{text.date(item)}</td>
              <td>{item.registration_date.registration.participant.fullname}</td>
              <td>{text.attendance(item)}</td>
              <td className="orders-table__number">{text.duration(item.duration)}</td>
              <td className="orders-table__number">{text.amount(item)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.orders.charges.totals')}
            </th>
            <td className="orders-table__number">{text.duration(totals.duration)}</td>
            <td className="orders-table__number">{format.money(totals.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The items as a list of small cards (at 600 px or less), with the same totals after them. */
function ItemsList({ items }: { items: AttendanceCharge['items'] }) {
  const { t } = useT();
  const format = useFormat();
  const text = useItemText();
  const totals = attendanceTotals(items);
  return (
    <>
      <ul className="plain-list orders-items" aria-labelledby="orders-charge-items">
        {items.map((item) => (
          <li key={item.cuid} className="orders-items__item">
            <p className="orders-items__head">
              <span>{text.date(item)}</span>
              <span className="account-card__amount">{text.amount(item)}</span>
            </p>
            <Facts
              compact
              facts={[
                {
                  label: t('account.orders.charges.participant'),
                  value: item.registration_date.registration.participant.fullname,
                },
                { label: t('account.orders.charges.attendance'), value: text.attendance(item) },
                { label: t('account.orders.charges.duration'), value: text.duration(item.duration) },
              ]}
            />
          </li>
        ))}
      </ul>
      <div className="orders-items__totals">
        <p className="orders-subtitle">{t('account.orders.charges.totals')}</p>
        <Facts
          compact
          facts={[
            { label: t('account.orders.charges.duration'), value: text.duration(totals.duration) },
            { label: t('account.orders.charges.amount'), value: format.money(totals.amount) },
          ]}
        />
      </div>
    </>
  );
}

/**
 * /account/attendance-charges/{cuid} (part 1 §2 "Attendance charge details: total with payment, billing cycle
 * description and images, items table by date, participant, attendance and amount with total duration and
 * amount; mobile list variant."). The items come sorted by date from the server; at 600 px or less they show
 * as a list instead of the table.
 */
export function ChargeDetailPage({ charge }: { charge: AttendanceCharge }) {
  const { t } = useT();
  const format = useFormat();
  const period = usePeriod();
  const badges = usePaymentBadges();
  const mobile = useMobile();
  const { configuration } = charge.billing_cycle;
  return (
    <article className="account-detail" aria-labelledby="orders-charge-title">
      <BackLink href="/account/attendance-charges">{t('account.orders.charges.back')}</BackLink>
      <header className="account-detail__head">
        <div>
          <h2 id="orders-charge-title">{configuration.title}</h2>
          <p className="account-muted">
            {t('account.orders.referenceValue', { reference: charge.reference })}
          </p>
        </div>
        <Badges>{[badges.list(charge)]}</Badges>
      </header>
      <div className="orders-columns">
        <div className="orders-columns__main">
          <section className="account-panel" aria-labelledby="orders-charge-items">
            <h3 id="orders-charge-items">{t('account.orders.charges.items')}</h3>
            {charge.items.length === 0 ? (
              <p className="account-muted">{t('account.orders.charges.noItems')}</p>
            ) : mobile ? (
              <ItemsList items={charge.items} />
            ) : (
              <ItemsTable items={charge.items} />
            )}
          </section>
          <section className="account-panel" aria-labelledby="orders-charge-cycle">
            <h3 id="orders-charge-cycle">{t('account.orders.charges.cycle')}</h3>
            <Facts facts={[{ label: t('account.orders.charges.period'), value: period(charge) }]} />
            {configuration.description ? (
              <RichHtml className="rich-text" html={configuration.description} />
            ) : null}
            {configuration.images.length > 0 && (
              <ul className="orders-gallery">
                {configuration.images.map((image) => (
                  <li key={image.public_url}>
                    <img src={image.public_url} alt="" loading="lazy" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="orders-columns__side">
          <section className="account-panel" aria-labelledby="orders-charge-total">
            <h3 id="orders-charge-total">{t('account.orders.amounts.title')}</h3>
            <Facts
              facts={[
                { label: t('account.orders.amounts.total'), value: format.money(charge.total_amount) },
                { label: t('account.orders.amounts.paid'), value: format.money(charge.paid_amount) },
              ]}
            />
          </section>
          <PayPanel destination={charge.cuid} reference={transferReference(charge)} due={amountDue(charge)} />
        </div>
      </div>
    </article>
  );
}
