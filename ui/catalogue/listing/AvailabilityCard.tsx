import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { cardBadges, cardOpensAt, locationLine } from '../../../core/catalogue/index';
import type { AvailabilityListItem } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useWebsite } from '../../shell/website';
import { formatAgeRange } from '../availability/format';
import '../catalogue.css';
import { useFormat } from '../../kit/format/index';

export type CatalogueAvailability = AvailabilityListItem;

/** The CLOSED / OVERLAP / FULL badges of a card (part 1 §4), decided by core `cardBadges`. */
export function AvailabilityBadges({
  availability,
  now,
}: {
  availability: Parameters<typeof cardBadges>[0];
  now: string;
}) {
  const { t } = useT();
  const badges = cardBadges(availability, now);
  if (badges.length === 0) return null;
  return (
    <ul className="catalog-badges">
      {badges.map((badge) => (
        <li key={badge} className={`catalog-badge catalog-badge--${badge.toLowerCase()}`}>
          {t(`catalog.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

/** "Registrations open on …" on a card whose registrations open later (core `cardOpensAt`). */
function OpensAt({ availability, now }: { availability: CatalogueAvailability; now: string }) {
  const { t } = useT();
  const format = useFormat();
  const opensAt = cardOpensAt(availability, now);
  if (opensAt === null) return null;
  return (
    <p className="catalog-card__opens">
      {t('catalog.card.opensAt', { date: format.instant(opensAt, 'longDateTime') })}
    </p>
  );
}

/** One availability card: image, title, dates, location, age, price and badges, linking to its detail. */
export function AvailabilityCard({
  availability,
  now,
  headingLevel = 3,
}: {
  availability: CatalogueAvailability;
  now: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useT();
  const format = useFormat();
  const website = useWebsite();
  const image = availability.activity.image;
  const Heading = `h${headingLevel}` as const;
  const location = availability.location ? locationLine(availability.location, 'city') : null;
  return (
    <article className="catalog-card">
      <div className="catalog-card__media">
        {image ? (
          <img src={image.public_url} alt="" loading="lazy" />
        ) : (
          <div className="catalog-card__placeholder" />
        )}
        <AvailabilityBadges availability={availability} now={now} />
      </div>
      <div className="catalog-card__body">
        <Heading className="catalog-card__title">
          <Link
            to="/availabilities/$availability"
            params={{ availability: availability.cuid }}
            className="catalog-card__link"
          >
            {availability.activity.title}
          </Link>
        </Heading>
        <p className="catalog-card__dates">
          {format.instantRange(availability.start_at, availability.end_at, 'dates')}
          {availability.dates.length > 1 ? (
            <span className="catalog-muted">
              {' '}
              · {t('catalog.card.dates', { count: availability.dates.length })}
            </span>
          ) : null}
        </p>
        <OpensAt availability={availability} now={now} />
        <ul className="catalog-card__facts">
          {location ? <li>{location}</li> : null}
          <li>{formatAgeRange(t, availability, website.organiser.settings.formats.ages)}</li>
        </ul>
        <p className="catalog-card__price">
          <span className="visually-hidden">{t('catalog.card.price')} </span>
          {format.money(availability.price)}
        </p>
      </div>
    </article>
  );
}

/** The cards of a list, in a responsive grid (columns from the section, 1 on small screens). */
export function AvailabilityCardGrid({
  availabilities,
  now,
  columns,
  headingLevel,
}: {
  availabilities: readonly CatalogueAvailability[];
  now: string;
  columns?: number;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useT();
  return (
    <ul
      className="catalog-grid"
      aria-label={t('catalog.list.label')}
      style={columns ? ({ '--catalog-columns': columns } as CSSProperties) : undefined}
    >
      {availabilities.map((availability) => (
        <li key={availability.id}>
          <AvailabilityCard availability={availability} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
