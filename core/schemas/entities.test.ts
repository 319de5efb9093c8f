import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  cartSchema,
  customerSchema,
  navLinkSchema,
  ownedVoucherSchema,
  registrationSchema,
  tierSchema,
  websitePageSchema,
} from './index';

const at = (day: number, hour = 9) =>
  `2026-07-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000+02:00`;
const activity = {
  id: 1,
  cuid: 'act1',
  title: 'Stage de tennis',
  slug: 'stage-de-tennis',
  description: '<p>Une semaine de tennis</p>',
  images: [{ id: 1, public_url: '/images/tennis.jpg' }],
  instructions: null,
  age_minimum: 6,
  age_maximum: 12,
  default_capacity: 12,
  default_price: 15_000,
  default_deposit: 5_000,
  categories: [],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: false },
};
const availability = {
  id: 10,
  cuid: 'av10',
  status: 'OPEN',
  registrations_start_at: null,
  registrations_end_at: at(5),
  start_at: at(6),
  end_at: at(10, 16),
  price: 15_000,
  deposit: 5_000,
  capacity: 12,
  registered: 3,
  age_minimum: 6,
  age_maximum: 12,
  location: {
    name: 'Club',
    title: 'Tennis Club',
    street: 'Avenue',
    number: '3',
    postcode: '1180',
    city: 'Uccle',
  },
  dates: [
    {
      id: 100,
      cuid: 'd100',
      start_at: at(6),
      end_at: at(6, 16),
      status: 'OPEN',
      capacity: null,
      registered: 0,
    },
  ],
  categories: [
    { cuid: 'c1', title: 'Tennis', order: 1, group: { cuid: 'g1', title: 'Sport', scope: 'PRIMARY' } },
  ],
  activity,
};

describe('entities (part 1 §3)', () => {
  it('accept realistic organiser data', () => {
    expect(availabilitySchema.parse(availability).dates).toHaveLength(1);
    expect(
      customerSchema.parse({
        id: 1,
        cuid: 'cus1',
        firstname: 'Ada',
        lastname: 'L',
        fullname: 'Ada L',
        email: 'ADA@EXAMPLE.COM',
        phone: '+32',
        address: null,
        created_at: at(1),
      }).email,
    ).toBe('ada@example.com');
    const cart = cartSchema.parse({
      id: 5,
      cuid: 'cart5',
      reference: 'C-2026-0005',
      created_at: at(1),
      processed_at: null,
      coupon_id: null,
      coupon: null,
      items: [
        {
          id: 1,
          cuid: 'i1',
          type: 'REGISTRATION',
          price: 15_000,
          deposit: 5_000,
          expires_at: at(1, 10),
          availability,
          availability_dates: availability.dates,
        },
      ],
    });
    expect(cart.items[0]?.type).toBe('REGISTRATION');
  });

  it('refuse what breaks the contract: money not in whole cents, unknown statuses, instants without offset', () => {
    expect(availabilitySchema.safeParse({ ...availability, price: 150.5 }).success).toBe(false);
    expect(availabilitySchema.safeParse({ ...availability, status: 'PENDING' }).success).toBe(false);
    expect(availabilitySchema.safeParse({ ...availability, start_at: '2026-07-06 09:00' }).success).toBe(
      false,
    );
  });

  it('nav links: an empty href becomes #, children nest', () => {
    expect(
      navLinkSchema.parse({
        id: 1,
        name: 'Stages',
        href: '',
        children: [{ id: 2, name: 'Été', href: null }],
      }),
    ).toEqual({
      id: 1,
      name: 'Stages',
      href: '#',
      children: [{ id: 2, name: 'Été', href: '#', children: [] }],
    });
    expect(navLinkSchema.safeParse({ id: 1, name: '', href: '/x' }).success).toBe(false);
  });

  it('a tier needs minimum ≤ maximum', () => {
    expect(
      tierSchema.safeParse({
        cuid: 't',
        name: 'Deux jours',
        minimum_availabilities: 3,
        maximum_availabilities: 2,
      }).success,
    ).toBe(false);
  });

  it('pages nest their content elements', () => {
    const page = websitePageSchema.parse({
      title: 'Accueil',
      description: null,
      pathname: '/',
      type: 'DEFAULT',
      content: [
        {
          id: 's1',
          element: 'section',
          type: 'banner',
          family: 'sections',
          name: 'Banner',
          children: [
            {
              id: 'b1',
              element: 'block',
              type: 'heading',
              family: 'blocks',
              name: 'Heading',
              settings: { text: 'Bienvenue' },
            },
          ],
        },
      ],
    });
    expect(page.content[0]?.children[0]?.settings).toEqual({ text: 'Bienvenue' });
  });

  it('a registration and an owned voucher as the account shows them', () => {
    expect(
      registrationSchema.safeParse({
        id: 1,
        cuid: 'r1',
        reference: 'R-1',
        order_reference: '+++000/0000/00101+++',
        participant: { fullname: 'Léa Dupont' },
        deposit_amount: 5_000,
        total_amount: 15_000,
        paid_amount: 5_000,
        cancelled: false,
        bundle_id: null,
        bundle_capacity_refunded: false,
        created_at: at(1),
        availability: {
          id: availability.id,
          cuid: availability.cuid,
          start_at: availability.start_at,
          end_at: availability.end_at,
          dates: availability.dates,
          location: availability.location,
          activity,
          categories: [],
        },
        dates: [{ date_id: 100, date: { start_at: at(6), end_at: at(6, 16) }, cuid: 'rd1' }],
        options: [],
        questions: [{ question: { title: 'Allergies ?' }, content: null, question_id: 3 }],
      }).success,
    ).toBe(true);
    expect(
      ownedVoucherSchema.safeParse({
        cuid: 'ov1',
        code: 'GIFT-7KQ2',
        voucher: { title: 'Bon cadeau', images: [], amount: 5_000, bundle: null },
        customer_id: 1,
        customer: null,
        recipient: null,
        redeemed_at: null,
        expires_at: null,
        total_amount: null,
        paid_amount: null,
        paid: true,
      }).success,
    ).toBe(true);
  });
});
