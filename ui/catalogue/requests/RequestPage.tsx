import { useNavigate } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { locationLine } from '../../../core/catalogue/index';
import { availabilitiesWithout, requestEstimatedTotal } from '../../../core/request/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useCallsRead } from '../../app/data/useCallsRead';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { Directions } from '../../kit/place/Directions';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { LoginPrompt } from '../availability/AddToCartForm';
import type { AvailabilityDetailData } from '../availability/types';
import { RequestForm } from './RequestForm';
import { RequestLauncher } from './RequestLauncher';
import '../catalogue.css';
import './requests.css';
import { useFormat } from '../../kit/format/index';

/**
 * "/cart/registrations/request: preview and form; empty when no availabilities. After submission goes to
 * /checkout." (part 1 §2). The chosen availabilities come from `?availabilities=`; each can be taken off.
 */
export function RequestPage({
  availabilities,
  participantCuid,
  tierCuid = null,
}: {
  /** The cuids of `?availabilities=`, already parsed. */
  availabilities: readonly string[];
  participantCuid: string | null;
  /** `?tier=`: the tier chosen in the launcher, sent with the request (issue 18 §9). */
  tierCuid?: string | null;
}) {
  const { t } = useT();
  const api = useApi();
  const session = useSession();
  const key = availabilities.join(',');
  // One read per chosen availability, shown together.
  const read = useCallsRead(key === '' ? null : key, (signal) =>
    Promise.all(
      availabilities.map((cuid) =>
        api
          .call(catalogueCalls.availability, {}, { params: { cuid }, signal })
          .then((answer) => answer.availability),
      ),
    ),
  );
  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(read.status === 'loading' || read.data === null);
  if (availabilities.length === 0) return <RequestEmpty />;
  return (
    <div className="page request-page">
      <header className="request-page__header">
        <h1>{t('requests.page.title')}</h1>
        <p className="catalog-muted">{t('requests.page.lead')}</p>
      </header>
      {read.status === 'error' ? (
        <p className="catalog-field__error" role="alert">
          {t('requests.page.failed')}
        </p>
      ) : showLoading || read.data === null ? (
        <p className="catalog-muted" aria-busy="true">
          {t('requests.page.loading')}
        </p>
      ) : (
        <div className="request-page__layout">
          <RequestPreview availabilities={read.data} selected={availabilities} />
          {session.customer ? (
            <RequestForm
              key={`${participantCuid}:${session.customer.participants.map((entry) => entry.cuid).join(',')}`}
              availabilities={read.data}
              customer={session.customer}
              participantCuid={participantCuid}
              tierCuid={tierCuid}
            />
          ) : (
            <LoginPrompt title="requests.page.loginTitle" text="requests.page.loginText" />
          )}
        </div>
      )}
    </div>
  );
}

/** The chosen availabilities: title, dates, location and price, each removable, then the estimated total. */
function RequestPreview({
  availabilities,
  selected,
}: {
  availabilities: readonly AvailabilityDetailData[];
  selected: readonly string[];
}) {
  const { t } = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = (cuid: string) =>
    void navigate({
      to: '.',
      search: (previous) => ({
        ...previous,
        availabilities: availabilitiesWithout(selected, cuid) ?? undefined,
      }),
    });
  return (
    <section className="request-page__preview" aria-labelledby="request-preview-title">
      <h2 id="request-preview-title">{t('requests.page.preview')}</h2>
      <ul className="plain-list request-preview">
        {availabilities.map((availability) => {
          const location = availability.location ? locationLine(availability.location, 'address') : null;
          const dates = format.instantRange(availability.start_at, availability.end_at, 'dates');
          const first = availability.dates[0];
          return (
            <li key={availability.cuid} className="bordered-surface request-preview__item">
              <div className="request-preview__body">
                <h3 className="request-preview__title">{availability.activity.title}</h3>
                <p className="request-preview__facts">{dates}</p>
                {first ? (
                  <p className="request-preview__facts">
                    {format.instantRange(first.start_at, first.end_at, 'slot')}
                  </p>
                ) : null}
                {location ? <p className="request-preview__facts">{location}</p> : null}
                {availability.location ? <Directions location={availability.location} /> : null}
                <p className="request-preview__price">{format.money(availability.price)}</p>
              </div>
              <Button
                className="button"
                aria-label={t('requests.page.removeLabel', { title: availability.activity.title, dates })}
                onPress={() => remove(availability.cuid)}
              >
                {t('requests.page.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="request-total">
        <span>{t('requests.page.total')}</span>
        <span>{format.money(requestEstimatedTotal(availabilities))}</span>
      </p>
      <p className="catalog-muted">{t('requests.page.totalNote')}</p>
    </section>
  );
}

/** "empty when no availabilities". */
function RequestEmpty() {
  const { t } = useT();
  return (
    <div className="page page--narrow request-page request-page--empty">
      <h1>{t('requests.page.title')}</h1>
      <section className="catalog-panel" aria-labelledby="request-empty-title">
        <h2 id="request-empty-title" className="catalog-panel__title">
          {t('requests.page.emptyTitle')}
        </h2>
        <p>{t('requests.page.emptyText')}</p>
        <LocalLink href="/" className="button button--primary">
          {t('requests.page.emptyAction')}
        </LocalLink>
      </section>
    </div>
  );
}

/** "/cart/registrations/request/{activity}?tier=...": the launcher of one activity on its own page. */
export function RequestActivityPage({
  activity,
  tierCuid,
}: {
  activity: { id: number; cuid: string; title: string; slug: string };
  tierCuid: string | null;
}) {
  const { t } = useT();
  return (
    <div className="page page--narrow request-page">
      <nav aria-label={t('catalog.detail.breadcrumb')} className="catalog-breadcrumb">
        <ol>
          <li>
            <LocalLink href={`/activities/${activity.slug}`}>{activity.title}</LocalLink>
          </li>
          <li aria-current="page">{t('requests.page.title')}</li>
        </ol>
      </nav>
      <h1>{activity.title}</h1>
      <RequestLauncher activity={activity} tierCuid={tierCuid} />
    </div>
  );
}
