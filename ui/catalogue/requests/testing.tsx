import { createRoute, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { parseAvailabilityList } from '../../../core/request/index';
import type { Session } from '../../app/context';
import { questionFixture } from '../../testing/fixtures';
import { pageRoute, renderWithStorefront } from '../../testing/render';
import { activity, availability, availabilityDetail } from '../availability/fixtures';
import { signedIn, website } from '../availability/test-support';
import { RequestLauncher } from './RequestLauncher';
import { RequestPage } from './RequestPage';

/** The swimming activity of the demo, a REQUEST one, in the API's shape. */
export const swimming = {
  ...activity,
  id: 40,
  cuid: 'ps-act-natation',
  slug: 'natation-trimestre',
  title: 'Natation',
  registration_flow: 'REQUEST',
};

/** A weekly availability of the swimming activity: two sessions, on `day` and a week later (17:00 UTC). */
export function swimmingSlot(id: number, cuid: string, day: string, overrides: Record<string, unknown> = {}) {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  const later = next.toISOString().slice(0, 10);
  const session = (dateId: number, on: string) => ({
    id: dateId,
    cuid: `date-${dateId}`,
    start_at: `${on}T15:00:00.000Z`,
    end_at: `${on}T15:45:00.000Z`,
    status: 'OPEN',
    capacity: 8,
    registered: 3,
  });
  return availability({
    id,
    cuid,
    start_at: `${day}T15:00:00.000Z`,
    end_at: `${later}T15:45:00.000Z`,
    price: 14000,
    deposit: 0,
    dates: [session(id * 10 + 1, day), session(id * 10 + 2, later)],
    activity: swimming,
    ...overrides,
  });
}

/** Monday, Wednesday and Saturday slots of the week of 2030-11-11 (the Saturday one FULL). */
export const slots = [
  swimmingSlot(51, 'av-lundi', '2030-11-11'),
  swimmingSlot(52, 'av-mercredi', '2030-11-13'),
  swimmingSlot(53, 'av-samedi', '2030-11-16', { status: 'FULL' }),
];

export const tier = (cuid: string, name: string, minimum: number, maximum: number) => ({
  cuid,
  name,
  minimum_availabilities: minimum,
  maximum_availabilities: maximum,
});

/** The availability detail answers of `slots`, with the swimming activity's required question. */
export const slotDetails = slots.map((slot) =>
  availabilityDetail({
    ...slot,
    options: [],
    questions: [
      questionFixture(9, 'Niveau de natation', {
        type: 'CHOICES_SINGLE',
        required: true,
        choices: [
          { id: 1, label: 'Nage 25 m', order: 1 },
          { id: 2, label: 'Nage 50 m et plus', order: 2 },
        ],
      }),
    ],
  }),
);

/**
 * The launcher on /activities/natation-trimestre and the request page on /cart/registrations/request (reading
 * its query string as the app's route does), /checkout as a plain page.
 */
export async function renderRequests(options: {
  path: string;
  fetch: typeof globalThis.fetch;
  session?: Session;
  launcher?: () => ReactNode;
}) {
  return renderWithStorefront(() => null, {
    path: options.path,
    website,
    session: options.session ?? signedIn,
    fetch: options.fetch,
    providers: 'cart+toasts',
    // The app's shell puts every page in <main>.
    around: (outlet) => <main>{outlet}</main>,
    preload: false,
    routes: (root) => [
      pageRoute(
        root,
        '/activities/natation-trimestre',
        options.launcher ?? (() => <RequestLauncher activity={swimming} />),
      ),
      createRoute({
        getParentRoute: () => root,
        path: '/cart/registrations/request',
        validateSearch: (search: Record<string, unknown>) => search,
        component: function RequestRoute() {
          const search = useSearch({ strict: false }) as Record<string, unknown>;
          return (
            <RequestPage
              availabilities={parseAvailabilityList(
                search.availabilities === undefined ? null : String(search.availabilities),
              )}
              participantCuid={null}
              tierCuid={search.tier === undefined ? null : String(search.tier)}
            />
          );
        },
      }) as never,
      pageRoute(root, '/checkout', () => <p>checkout page</p>),
      pageRoute(root, '$', () => <p>other page</p>),
    ],
  });
}
