import {
  coordinatesOf,
  freeSeats,
  locationName,
  REVIEWS_IN_STRUCTURED_DATA,
} from '../../core/catalogue/index';
import { minorToDecimalText } from '../../core/money/index';
import type {
  Activity,
  ActivityReviews,
  Availability,
  BlogArticle,
  Bundle,
  Location,
  Membership,
  Voucher,
} from '../../core/schemas/index';
import type { Website } from './context';
import { shortText } from './document-head';

/**
 * JSON-LD (schema.org) of the storefront's public pages. Site paths ("/", "/media/x.svg") are left relative:
 * `documentHeadOf` makes them absolute on the request's origin and gives every item the page's canonical
 * URL as `url` when it has none. No React, no DOM beyond `shortText`'s fallback.
 */

const SCHEMA = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const SOLD_OUT = 'https://schema.org/SoldOut';
/** How much of a description the structured data carries. */
const LONG_DESCRIPTION = 500;

/** The organiser as the provider or organiser of an offer. */
function organiserOf(website: Website | null): object | undefined {
  if (!website) return undefined;
  return {
    '@type': 'Organization',
    name: website.organiser.name,
    url: '/',
    ...(website.organiser.logo ? { logo: website.organiser.logo } : {}),
  };
}

/** "Organization for the organiser on home". */
export function organizationJsonLd(website: Website | null): object | null {
  if (!website) return null;
  const contacts = website.topbar.content.contacts;
  return {
    '@context': SCHEMA,
    ...organiserOf(website),
    ...(contacts.email ? { email: contacts.email } : {}),
    ...(contacts.phone ? { telephone: contacts.phone } : {}),
  };
}

/** An amount in minor units as schema.org wants it: "12.50", in EUR. */
const priceOf = (minor: number) => ({ price: minorToDecimalText(minor), priceCurrency: 'EUR' });

const imagesOf = (images: ReadonlyArray<{ public_url: string }>) =>
  images.length > 0 ? { image: images.map((image) => image.public_url) } : {};

const descriptionOf = (html: string | null) => {
  const text = shortText(html, LONG_DESCRIPTION);
  return text ? { description: text } : {};
};

/**
 * The reviews of the page's activity (issue 20 §2): `aggregateRating` and the latest few `review`s, only when
 * there is at least one review; nothing otherwise.
 */
export function reviewsOf(reviews: ActivityReviews | null | undefined): object {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    // Best 5 and worst 1 are schema.org's defaults, the review form's choices (part 2 §5 "selector offers 1 to 5").
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count },
    review: reviews.data.slice(0, REVIEWS_IN_STRUCTURED_DATA).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.created_at,
      reviewRating: { '@type': 'Rating', ratingValue: review.score },
      ...(review.message ? { reviewBody: review.message } : {}),
    })),
  };
}

/** The activity's page: a `Course` with its default price (and its reviews when it has some). */
export function activityJsonLd(
  activity: Activity,
  website: Website | null,
  reviews: ActivityReviews | null = null,
): object {
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    name: activity.title,
    ...descriptionOf(activity.description),
    ...imagesOf(activity.images),
    provider: organiserOf(website),
    offers: { '@type': 'Offer', ...priceOf(activity.default_price), category: 'Fees' },
    ...reviewsOf(reviews),
  };
}

/** A location as a schema.org `Place` with its postal address. */
export function placeOf(location: Location | null): object | undefined {
  if (!location) return undefined;
  const street = [location.street, location.number].filter(Boolean).join(' ');
  const address = {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(location.postcode ? { postalCode: location.postcode } : {}),
    ...(location.city ? { addressLocality: location.city } : {}),
  };
  const name = locationName(location);
  // Where the venue stands, when the organiser gave it (the directions use the same point, issue 20 §4).
  const at = coordinatesOf(location);
  const geo = at ? { '@type': 'GeoCoordinates', latitude: at.latitude, longitude: at.longitude } : null;
  return { '@type': 'Place', ...(name ? { name } : {}), address, ...(geo ? { geo } : {}) };
}

/**
 * Whether seats can still be bought: sold out when the availability is full or closed, or no seat is free
 * (core `freeSeats`: null capacity is unlimited).
 */
export function offerAvailability(availability: Pick<Availability, 'status' | 'capacity' | 'registered'>) {
  const free = freeSeats(availability);
  return availability.status === 'FULL' || availability.status === 'CLOSED' || free === 0
    ? SOLD_OUT
    : IN_STOCK;
}

/** The availability's page: an `EducationEvent` with its dates, place, organiser, offer (and reviews). */
export function availabilityJsonLd(
  availability: Availability,
  website: Website | null,
  reviews: ActivityReviews | null = null,
): object {
  const free = freeSeats(availability);
  return {
    '@context': SCHEMA,
    '@type': 'EducationEvent',
    name: availability.activity.title,
    ...descriptionOf(availability.activity.description),
    ...imagesOf(availability.activity.images),
    startDate: availability.start_at,
    endDate: availability.end_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: placeOf(availability.location),
    organizer: organiserOf(website),
    ...(availability.capacity !== null ? { maximumAttendeeCapacity: availability.capacity } : {}),
    ...(free !== null ? { remainingAttendeeCapacity: free } : {}),
    offers: {
      '@type': 'Offer',
      ...priceOf(availability.price),
      availability: offerAvailability(availability),
      ...(availability.registrations_start_at ? { validFrom: availability.registrations_start_at } : {}),
      ...(availability.registrations_end_at ? { validThrough: availability.registrations_end_at } : {}),
    },
    ...reviewsOf(reviews),
  };
}

/** A blog post: an `Article`. */
export function articleJsonLd(article: BlogArticle, website: Website | null): object {
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: article.title,
    ...descriptionOf(article.content),
    ...imagesOf(article.images),
    datePublished: article.created_at,
    author: organiserOf(website),
    publisher: organiserOf(website),
  };
}

/** A bundle, membership or voucher: a `Product` with its price. */
export function productJsonLd(item: Bundle | Membership | Voucher, website: Website | null): object {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: item.title,
    ...descriptionOf(item.description),
    ...imagesOf(item.images),
    brand: organiserOf(website),
    offers: { '@type': 'Offer', ...priceOf(item.price), availability: IN_STOCK },
  };
}
