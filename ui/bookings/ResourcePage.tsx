import { locationName } from '../../core/catalogue/index';
import type { Resource } from '../../core/schemas/index';
import { useT } from '../i18n/react';
import { Breadcrumb } from '../kit/Breadcrumb';
import { NoticePage } from '../kit/NoticePage';
import { ResourceWeekSchedule } from './ResourceWeekSchedule';
import './bookings.css';

/**
 * /resources/$resource (part 1 §2, the cart's booking items link there): breadcrumb, the resource's name,
 * location and images, then its week of bookable slots.
 */
export function ResourcePage({ resource, homeLabel }: { resource: Resource; homeLabel: string }) {
  const { t } = useT();
  const location = resource.location ? locationName(resource.location) : null;
  return (
    <div className="page bookings-resource-page">
      <Breadcrumb items={[{ label: homeLabel, href: '/' }, { label: resource.name }]} />
      <header className="bookings-resource-page__header">
        <h1 className="bookings-resource-page__title">{resource.name}</h1>
        {location ? (
          <p className="bookings-resource-page__location">
            <span className="bookings-muted">{t('bookings.resource.location')}</span> {location}
          </p>
        ) : null}
      </header>
      {resource.images.length > 0 ? (
        <ul
          className="plain-list bookings-resource-page__images"
          aria-label={t('bookings.resource.images', { resource: resource.name })}
        >
          {resource.images.map((image, index) => (
            <li key={image.public_url}>
              <img
                src={image.public_url}
                alt={t('bookings.resource.image', { resource: resource.name, number: index + 1 })}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <section className="bookings-resource-page__schedule" aria-labelledby="resource-schedule-title">
        <h2 id="resource-schedule-title">{t('bookings.resource.schedule')}</h2>
        <p className="bookings-muted">{t('bookings.resource.scheduleHint')}</p>
        <ResourceWeekSchedule resource={resource} />
      </section>
    </div>
  );
}

/** An unknown resource cuid: says so, with the way home. */
export function ResourceNotFound() {
  const { t } = useT();
  return (
    <NoticePage
      title={t('pages.notFound.title')}
      text={t('bookings.resource.notFound')}
      action={t('pages.notFound.home')}
    />
  );
}
