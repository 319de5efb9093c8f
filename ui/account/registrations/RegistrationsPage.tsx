import type { Registration } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { Directions } from '../../kit/place/Directions';
import { LocalLink } from '../../shell/LocalLink';
import { AccountCardMedia } from '../kit/AccountCardMedia';
import { AccountList } from '../kit/AccountList';
import {
  LocationText,
  RegistrationBadges,
  registrationCategories,
  registrationPath,
  useOpenedAt,
} from './parts';
import './registrations.css';

/**
 * /account/registrations (part 1 §2): "Registration list item: activity images, title, dates, location,
 * primary-scope category groups, participant full name, total amount, relative creation time and badges."
 */
export function RegistrationsPage({
  list,
  page,
}: {
  list: { data: Registration[]; count: number };
  page: number;
}) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.registrations.list.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/registrations"
      empty={t('account.registrations.list.empty')}
      actions={
        <LocalLink className="button" href="/account/waiting-list">
          {t('account.waitingList.link')}
        </LocalLink>
      }
      itemKey={(registration) => registration.cuid}
      renderItem={(registration) => <RegistrationCard registration={registration} />}
    />
  );
}

function RegistrationCard({ registration }: { registration: Registration }) {
  const { t } = useT();
  const format = useFormat();
  const now = useOpenedAt();
  const { availability } = registration;
  const categories = registrationCategories(registration);
  return (
    <article className="account-card registration-card">
      <AccountCardMedia image={availability.activity.images[0]} />
      <div className="account-card__body">
        <h3 className="account-card__title">
          <LocalLink href={registrationPath(registration)}>{availability.activity.title}</LocalLink>
        </h3>
        <p className="account-muted">
          {format.instantRange(availability.start_at, availability.end_at, 'dateTime')}
        </p>
        {availability.location ? (
          <>
            <p className="account-muted">
              <LocationText location={availability.location} />
            </p>
            <Directions location={availability.location} />
          </>
        ) : null}
        {categories.map((line) => (
          <p key={line.group} className="registration-card__category">
            {t('account.registrations.categoryLine', { group: line.group, values: line.values.join(', ') })}
          </p>
        ))}
        <p>{t('account.registrations.participantLine', { name: registration.participant.fullname })}</p>
      </div>
      <div className="account-card__aside">
        <span className="account-card__amount">{format.money(registration.total_amount)}</span>
        <span className="account-muted">
          <time dateTime={registration.created_at}>
            {t('account.registrations.created', { when: format.relative(registration.created_at, now) })}
          </time>
        </span>
        <RegistrationBadges registration={registration} />
      </div>
    </article>
  );
}
