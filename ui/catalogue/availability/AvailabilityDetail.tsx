import {
  addFormView,
  dateListLayout,
  effectiveAgeLimits,
  freeSeats,
  hasFreeCapacity,
  locationLines,
} from '../../../core/catalogue/index';
import { isRequestable, isRequestFlow } from '../../../core/request/index';
import { cartCalls, type ActivityReviews as Reviews } from '../../../core/schemas/index';
import { useRead } from '../../app/data/useRead';
import { useT } from '../../i18n/react';
import { NoticePage } from '../../kit/NoticePage';
import { participantFormKey } from '../../kit/participant-return';
import { Directions } from '../../kit/place/Directions';
import { ShareButton } from '../../kit/place/ShareButton';
import { RichHtml } from '../../kit/RichHtml';
import { LocalLink } from '../../shell/LocalLink';
import { useSession, useWebsite } from '../../shell/website';
import { AvailabilityBadges } from '../listing/AvailabilityCard';
import { RequestLauncher } from '../requests/RequestLauncher';
import { ActivityReviews } from '../reviews/ActivityReviews';
import { AddToCartForm, LoginPrompt } from './AddToCartForm';
import { formatAgeRange } from './format';
import type { AvailabilityDetailData } from './types';
import { WaitingListForm } from './WaitingListForm';
import '../catalogue.css';
import { useNow } from '../../kit/clock/clock';
import { useFormat } from '../../kit/format/index';

export type { AvailabilityDetailData } from './types';

/** The notice that replaces the add form (part 1 §4), as core `addFormView` decides it. */
export function StatusNotice({ availability, now }: { availability: AvailabilityDetailData; now: string }) {
  const { t } = useT();
  const format = useFormat();
  const view = addFormView(availability, now);
  if (view.kind === 'form') return null;
  const text =
    view.notice === 'opening-scheduled' && view.opensAt
      ? t('catalog.notice.openingScheduled', { date: format.instant(view.opensAt, 'longDateTime') })
      : t(
          {
            closed: 'catalog.notice.closed',
            full: 'catalog.notice.full',
            'opening-scheduled': 'catalog.notice.closed',
            'closing-scheduled': 'catalog.notice.closingScheduled',
          }[view.notice],
        );
  return (
    <div className={`catalog-panel catalog-notice catalog-notice--${view.notice}`}>
      <output className="catalog-notice__text">{text}</output>
      {view.waitingList ? <p className="catalog-muted">{t('catalog.notice.waitingList')}</p> : null}
    </div>
  );
}

/** What stands beside the details: the notice, the login prompt, or the add form once the cart is known. */
function AddPanel({
  availability,
  participantCuid,
  now,
}: {
  availability: AvailabilityDetailData;
  participantCuid: string | null;
  now: string;
}) {
  const session = useSession();
  const customer = session.customer;
  const view = addFormView(availability, now);
  // The signed-in customer's own cart: the browser reads it, never the shared server render.
  const cart = useRead(cartCalls.currentCart, customer && view.kind === 'form' ? {} : null, {
    select: (answer) => answer.cart,
    serverRendered: false,
  });
  if (view.kind === 'notice') {
    if (!view.waitingList) return <StatusNotice availability={availability} now={now} />;
    // CLOSED and FULL: the notice, then the waiting-list form (or the login prompt for a visitor).
    return (
      <div className="catalog-stack">
        <StatusNotice availability={availability} now={now} />
        {customer ? (
          <WaitingListForm
            availability={availability}
            customer={customer}
            participantCuid={participantCuid}
          />
        ) : (
          <LoginPrompt title="catalog.waitingList.loginTitle" text="catalog.waitingList.loginText" />
        )}
      </div>
    );
  }
  if (!customer) return <LoginPrompt />;
  if (cart.status === 'loading') return <div className="catalog-panel catalog-loading" aria-busy="true" />;
  return (
    <AddToCartForm
      // The form machine reads its participant once: a participant created elsewhere (the create screen
      // comes back with ?participant=) may reach the session after the first render, so start it anew then.
      key={participantFormKey(customer.participants, participantCuid)}
      availability={availability}
      customer={customer}
      cartId={cart.status === 'ready' ? (cart.data?.id ?? null) : null}
      participantCuid={participantCuid}
      now={now}
    />
  );
}

/**
 * The availability detail (part 1 §2 /availabilities/$availability): breadcrumb (organiser, catalogue page),
 * activity title, date range, total price, deposit when not 0, first image, description, capacity, dates,
 * age and location, beside the add-to-cart form.
 */
export function AvailabilityDetail({
  availability,
  participantCuid,
  reviews = null,
}: {
  availability: AvailabilityDetailData;
  participantCuid: string | null;
  /** The first page of the activity's reviews (issue 20 §2); nothing shows without any. */
  reviews?: Reviews | null;
}) {
  const { t } = useT();
  const format = useFormat();
  const website = useWebsite();
  const now = useNow();
  const { activity } = availability;
  const image = activity.images[0];
  const location = availability.location ? locationLines(availability.location) : null;
  const free = freeSeats(availability);
  return (
    <div className="page catalog-detail">
      <nav aria-label={t('catalog.detail.breadcrumb')} className="catalog-breadcrumb">
        <ol>
          <li>
            <LocalLink href="/">{website.organiser.name}</LocalLink>
          </li>
          <li>
            <LocalLink href={`/activities/${activity.slug}`}>{activity.title}</LocalLink>
          </li>
          <li aria-current="page">
            {format.instantRange(availability.start_at, availability.end_at, 'dates')}
          </li>
        </ol>
      </nav>
      <div className="catalog-detail__layout">
        <article className="catalog-detail__main">
          <header className="catalog-detail__header">
            <h1>{activity.title}</h1>
            <p className="catalog-detail__range">
              {format.instantRange(availability.start_at, availability.end_at, 'dates')}
            </p>
            <p className="catalog-detail__price">
              <span className="catalog-muted">{t('catalog.detail.total')} </span>
              <strong>{format.money(availability.price)}</strong>
            </p>
            {availability.deposit !== 0 ? (
              <p className="catalog-muted">
                {t('catalog.detail.deposit', { amount: format.money(availability.deposit) })}
              </p>
            ) : null}
            <AvailabilityBadges availability={availability} now={now} />
            <ShareButton
              title={`${activity.title} · ${format.instantRange(availability.start_at, availability.end_at, 'dates')}`}
            />
          </header>
          {image ? (
            <img className="catalog-detail__image" src={image.public_url} alt="" fetchPriority="high" />
          ) : null}
          <div className="catalog-detail__items">
            {activity.description ? (
              <section aria-labelledby="detail-description">
                <h2 id="detail-description">{t('catalog.detail.description')}</h2>
                <RichHtml className="catalog-richtext" html={activity.description} />
              </section>
            ) : null}
            <section aria-labelledby="detail-capacity">
              <h2 id="detail-capacity">{t('catalog.detail.capacity')}</h2>
              <p>
                {free === null || availability.capacity === null
                  ? t('catalog.detail.unlimited')
                  : t('catalog.detail.capacityLeft', { count: free, capacity: availability.capacity })}
              </p>
            </section>
            {availability.dates.length > 0 ? (
              <section aria-labelledby="detail-dates">
                <h2 id="detail-dates">{t('catalog.detail.dates')}</h2>
                <ul className={`catalog-dates__${dateListLayout(availability.dates.length)}`}>
                  {availability.dates.map((date) => (
                    <li key={date.id} className={hasFreeCapacity(date) ? undefined : 'catalog-muted'}>
                      {format.instantRange(date.start_at, date.end_at, 'slot')}
                      {date.status !== 'OPEN' ? (
                        <span className="catalog-badge catalog-badge--inline">
                          {t(`catalog.badges.${date.status}`)}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="detail-age">
              <h2 id="detail-age">{t('catalog.detail.age')}</h2>
              <p>
                {formatAgeRange(
                  t,
                  effectiveAgeLimits(availability, activity),
                  website.organiser.settings.formats.ages,
                )}
              </p>
            </section>
            {location ? (
              <section aria-labelledby="detail-location">
                <h2 id="detail-location">{t('catalog.detail.location')}</h2>
                <p>
                  {location.name ? <strong>{location.name}</strong> : null}
                  {location.name && location.address ? <br /> : null}
                  {location.address}
                </p>
                {availability.location ? <Directions location={availability.location} /> : null}
              </section>
            ) : null}
          </div>
          <ActivityReviews activity={activity.cuid} initial={reviews} />
        </article>
        <aside className="catalog-detail__aside" aria-label={t('catalog.form.title')}>
          {isRequestFlow(activity) ? (
            // A REQUEST activity is asked for, not added: the launcher replaces the add form (part 2 §5).
            <RequestLauncher
              activity={activity}
              selected={isRequestable(availability, now) ? [availability.cuid] : []}
            />
          ) : (
            <AddPanel availability={availability} participantCuid={participantCuid} now={now} />
          )}
        </aside>
      </div>
    </div>
  );
}

export function AvailabilityNotFound() {
  const { t } = useT();
  return (
    <NoticePage
      title={t('pages.notFound.title')}
      text={t('catalog.detail.notFound')}
      action={t('pages.notFound.home')}
    />
  );
}
