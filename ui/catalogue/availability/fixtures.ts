import { availabilityListItemSchema } from '../../../core/schemas/index';
import { questionFixture } from '../../testing/fixtures';

/** Availabilities in the shape of the API (core schemas), for the component tests. */
export const activity = {
  id: 11,
  cuid: 'ps-act-hip-hop',
  title: 'Hip-hop & danse urbaine',
  slug: 'hip-hop-ados',
  description: '<p>Chorégraphies et freestyle.</p>',
  images: [{ public_url: '/media/hip-hop.svg' }],
  instructions: null,
  age_minimum: 12,
  age_maximum: 17,
  default_capacity: 15,
  default_price: 18000,
  default_deposit: 0,
  categories: [],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: true },
  partial_registration_fee: null as number | null,
};

/** A date of an availability, open, 9 of 15 places taken unless told. */
export const date = (id: number, day: string, overrides: Record<string, unknown> = {}) => ({
  id,
  cuid: `date-${id}`,
  start_at: `${day}T17:00:00.000Z`,
  end_at: `${day}T18:30:00.000Z`,
  status: 'OPEN',
  capacity: 15,
  registered: 9,
  ...overrides,
});

export function availability(overrides: Record<string, unknown> = {}) {
  return {
    id: 29,
    cuid: 'ps-av-hip-hop-t1',
    status: 'OPEN',
    registrations_start_at: null,
    registrations_end_at: null,
    start_at: '2030-11-12T17:00:00.000Z',
    end_at: '2030-11-19T18:30:00.000Z',
    price: 18000,
    deposit: 5000,
    capacity: 15,
    registered: 9,
    age_minimum: 12,
    age_maximum: 17,
    location: {
      name: 'Schaerbeek',
      title: 'Atelier de la Chaussée de Haecht',
      street: 'Chaussée de Haecht',
      number: '147',
      postcode: '1030',
      city: 'Schaerbeek',
    },
    dates: [date(146, '2030-11-12'), date(147, '2030-11-19')],
    categories: [],
    activity,
    ...overrides,
  };
}

/**
 * An availability as GET /api/availabilities answers it: the lean list item (core's
 * availabilityListItemSchema), its activity reduced to title, first image and settings.
 */
export function listed(full: ReturnType<typeof availability>) {
  const { activity: of } = full;
  return availabilityListItemSchema.parse({
    ...full,
    activity: { ...of, image: of.images[0] ?? null },
  });
}

export const fullDates = [
  date(146, '2030-11-12', { capacity: 10, registered: 10 }),
  date(147, '2030-11-19', { capacity: 10, registered: 10 }),
];

export function availabilityDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...availability(),
    options: [
      {
        id: 3,
        title: 'Repas',
        description: null,
        order: 1,
        answer_required: false,
        prices: [{ id: 31, label: 'Pique-nique', amount: 1500, percentage: null, option_id: 3 }],
      },
    ],
    questions: [questionFixture(5, 'Allergies')],
    ...overrides,
  };
}

export const estimate = {
  base_price: 18000,
  partial_registration_total_fee: 0,
  partial_registration_total_discount: 0,
  options_total: 1500,
  bundle_total: 0,
  discounts_total: -1000,
  volume_discounts_total: 0,
  price: 18500,
};

export const emptyCart = {
  id: 42,
  cuid: 'cart-42',
  reference: '+++000/0000/04242+++',
  created_at: '2030-01-01T10:00:00.000Z',
  processed_at: null,
  coupon_id: null,
  coupon: null,
  items: [],
};
