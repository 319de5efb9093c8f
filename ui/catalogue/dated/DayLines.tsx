import { Link } from '@tanstack/react-router';
import { Checkbox } from 'react-aria-components';
import { type DayLine, locationLine, type SlotBadge } from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';
import { ChoiceMark } from '../../kit/ChoiceMark';
import { useFormat } from '../../kit/format/index';
import type { CatalogueAvailability } from '../listing/AvailabilityCard';

function LineBadges({ badges }: { badges: readonly SlotBadge[] }) {
  const { t } = useT();
  return (
    <ul className="catalog-badges dated-line__badges">
      {badges.map((badge) => (
        <li key={badge} className={`catalog-badge catalog-badge--${badge.toLowerCase()}`}>
          {badge === 'OPEN' ? t('catalog.dated.badges.OPEN') : t(`catalog.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The availabilities of the chosen day: time, place, price, seats left and status, each with a checkbox to add
 * it to the selection (enabled only when core says the line is selectable).
 */
export function DayLines({
  lines,
  selection,
  onToggle,
}: {
  lines: ReadonlyArray<DayLine<CatalogueAvailability>>;
  selection: readonly string[];
  onToggle: (cuid: string, selected: boolean) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ul className="dated-lines" aria-label={t('catalog.list.label')}>
      {lines.map(({ availability, dates, freeSeats, badges, selectable }) => {
        const time = dates.map((date) => format.instantRange(date.start_at, date.end_at, 'time')).join(', ');
        const place = availability.location ? locationLine(availability.location, 'city') : null;
        const title = availability.activity.title;
        return (
          <li key={availability.id}>
            <article
              className="dated-line"
              data-selected={selection.includes(availability.cuid) || undefined}
            >
              <p className="dated-line__time">{time}</p>
              <div className="dated-line__body">
                <h3 className="dated-line__title">
                  <Link
                    to="/availabilities/$availability"
                    params={{ availability: availability.cuid }}
                    className="dated-line__link"
                  >
                    {title}
                  </Link>
                </h3>
                <ul className="dated-line__facts">
                  {place ? <li>{place}</li> : null}
                  <li>
                    {freeSeats === null
                      ? t('catalog.dated.unlimited')
                      : t('catalog.dated.seatsLeft', { count: freeSeats })}
                  </li>
                </ul>
                <LineBadges badges={badges} />
              </div>
              <p className="dated-line__price">
                <span className="visually-hidden">{t('catalog.card.price')} </span>
                {format.money(availability.price)}
              </p>
              <Checkbox
                className="catalog-checkbox dated-line__select"
                isSelected={selection.includes(availability.cuid)}
                isDisabled={!selectable}
                onChange={(selected) => onToggle(availability.cuid, selected)}
                aria-label={t('catalog.dated.select', { title, time })}
              >
                <ChoiceMark kind="check" />
                <span aria-hidden="true">{t('catalog.dated.selectShort')}</span>
              </Checkbox>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
