import { getRouteApi } from '@tanstack/react-router';
import { BookingAddPage } from './BookingAddPage';

const route = getRouteApi('/cart/bookings/add');

/** The route's page, in its own chunk: what the loader read, and the participant the URL names. */
export function BookingAddRoute() {
  const data = route.useLoaderData();
  const { participant } = route.useSearch();
  return <BookingAddPage data={data} participantCuid={participant} />;
}
