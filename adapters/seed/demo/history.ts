import { type Insertable, sql } from 'kysely';
import { bundleExpiresAt } from '../../../core/bundle/index';
import { serviceFee } from '../../../core/checkout/index';
import { membershipPeriod } from '../../../core/membership/index';
import { structuredReference } from '../../../core/pricing/index';
import {
  addSeconds,
  brusselsDate,
  formatInstant,
  type PlainDate,
  startOfWeek,
} from '../../../core/time/index';
import type { CartItemDetails, Database, Tables, Transaction } from '../../db/index';
import { demoRowId, optionPriceId, questionId } from './activity-lookups';
import { image } from './build';
import { local } from './calendar';

/**
 * Camille's account history at "Les Petits Sportifs" (issue 6), written after the demo organisers and
 * anchored on the same `now`, so every tab of the account area has something to show:
 *
 * - two processed carts: a year-old one with the club membership (recurring, renewed once: two cycles) and
 *   one of six weeks ago with everything else;
 * - three registrations: Hugo at a multisport camp that has ended (paid in full, so a document that needs
 *   the end of the availability can be downloaded), Léa at a robotics camp ahead (deposit paid, balance
 *   outstanding), Hugo at a nature camp ahead (nothing paid, five dates: editable and cancellable);
 * - a padel booking for Hugo and Léa with the payment split, half of it paid;
 * - a PENDING and an APPROVED swimming request;
 * - a "Carte 10 séances" for Hugo with 3 of its 10 sessions used;
 * - two gift vouchers Camille bought: one she redeemed herself (50 € to her wallet) and one, paid and
 *   still valid, with the known code DEMO-CADEAU-2026 for anyone to redeem;
 * - the after-care (garderie) of the ended camp billed for four days, partly paid from the wallet, which
 *   keeps 40,00 €.
 *
 * Seat counters include these registrations (the ended camp is written with its own), the booked slot is
 * marked booked, and every amount paid is a payment row. Rows carry fixed cuids (`ps-history-…`).
 */

export const DEMO_VOUCHER_CODE = 'DEMO-CADEAU-2026';
export const DEMO_REDEEMED_VOUCHER_CODE = 'DEMO-MERCI-2026';
export const HISTORY_CUSTOMER_EMAIL = 'camille@example.be';
/** The ended camp of Camille's history; the demo organiser files hold only what lies ahead. */
export const PAST_CAMP_CUID = 'ps-av-history-multisport';

const DAY = 24 * 3600;

type Row<T extends keyof Tables> = Insertable<Tables[T]>;

const at = (instant: string, seconds: number) => formatInstant(addSeconds(instant, seconds));

/** Writes Camille's history in one transaction; the demo organisers must be there already. */
export async function seedDemoHistory(db: Database, now: string): Promise<void> {
  await db.transaction().execute((trx) => writeHistory(trx, now));
}

async function writeHistory(trx: Transaction, now: string): Promise<void> {
  const organiser = await trx
    .selectFrom('organisers')
    .select(['id', 'settings'])
    .where('cuid', '=', 'org-petits-sportifs')
    .executeTakeFirstOrThrow();
  const organiserId = organiser.id;
  const fees = organiser.settings.service_fees;
  const camille = await trx
    .selectFrom('customers')
    .select('id')
    .where('organiser_id', '=', organiserId)
    .where('email', '=', HISTORY_CUSTOMER_EMAIL)
    .executeTakeFirstOrThrow();
  const children = await trx
    .selectFrom('participants')
    .select(['id', 'firstname'])
    .where('customer_id', '=', camille.id)
    .execute();
  const child = (firstname: string) => {
    const found = children.find((row) => row.firstname === firstname);
    if (!found) throw new Error(`demo history: ${firstname} is missing`);
    return found.id;
  };
  const hugo = child('Hugo');
  const lea = child('Léa');
  const owner = { organiser_id: organiserId, customer_id: camille.id };
  const today = brusselsDate(now);

  // ---- the camp that has ended: Monday to Friday four weeks ago -------------------------------------
  const multisport = await demoRowId(trx, 'activities', 'ps-act-multisport');
  const monday = startOfWeek(today.subtract({ days: 28 }));
  const campDays: PlainDate[] = [0, 1, 2, 3, 4].map((days) => monday.add({ days }));
  /** Seats taken by other families; Hugo's makes one more. */
  const othersOnPastCamp = 9;
  const pastCamp = await trx
    .insertInto('availabilities')
    .values({
      cuid: PAST_CAMP_CUID,
      organiser_id: organiserId,
      activity_id: multisport,
      location_id: await demoRowId(trx, 'locations', 'ps-loc-ixelles'),
      status: 'CLOSED',
      registrations_start_at: null,
      registrations_end_at: local(monday.subtract({ days: 3 }), '12:00'),
      start_at: local(monday, '09:00'),
      end_at: local(monday.add({ days: 4 }), '16:00'),
      price: 14500,
      deposit: 4000,
      capacity: 16,
      registered: othersOnPastCamp + 1,
      age_minimum: null,
      age_maximum: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pastDates = await trx
    .insertInto('availability_dates')
    .values(
      campDays.map((date, index) => ({
        cuid: `${PAST_CAMP_CUID}-d${index + 1}`,
        organiser_id: organiserId,
        availability_id: pastCamp.id,
        start_at: local(date, '09:00'),
        end_at: local(date, '16:00'),
        status: 'CLOSED' as const,
        capacity: 16,
        registered: othersOnPastCamp + 1,
      })),
    )
    .returning(['id', 'start_at'])
    .execute();

  // ---- cart 1, a year ago: the club membership ----------------------------------------------------------
  const cart1At = local(today.subtract({ days: 400 }), '20:15');
  const cart1Done = at(cart1At, 180);
  const membership = await trx
    .selectFrom('memberships')
    .selectAll()
    .where('cuid', '=', 'ps-membership-club')
    .executeTakeFirstOrThrow();
  const cart1 = await insertCart(trx, {
    cuid: 'ps-history-cart-1',
    ...owner,
    created_at: cart1At,
    processed_at: cart1Done,
    payment_strategy: 'IMMEDIATE',
    items_total: membership.price,
    service_fee: serviceFee(membership.price, fees),
  });
  const [membershipItem] = await insertItems(trx, cart1, cart1At, [
    { type: 'MEMBERSHIP', price: membership.price, membership_id: membership.id },
  ]);
  const firstPeriod = membershipPeriod(membership, cart1Done);
  if (!firstPeriod) throw new Error('demo history: the club membership has no period');
  const renewal = membershipPeriod(membership, firstPeriod.ends_at);
  if (!renewal) throw new Error('demo history: the club membership cannot renew');
  const ownedMembership = await trx
    .insertInto('customer_memberships')
    .values({
      cuid: 'ps-history-membership',
      ...owner,
      participant_id: null,
      membership_id: membership.id,
      cart_id: cart1.id,
      cart_item_id: itemId(membershipItem),
      starts_at: firstPeriod.starts_at,
      ends_at: firstPeriod.ends_at,
      recurring: true,
      total_amount: membership.price,
      paid_amount: membership.price,
      created_at: cart1Done,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('customer_membership_cycles')
    .values({
      organiser_id: organiserId,
      customer_membership_id: ownedMembership.id,
      start_at: renewal.starts_at,
      end_at: renewal.ends_at,
      total_amount: membership.price,
      paid_amount: membership.price,
      created_at: renewal.starts_at,
    })
    .execute();
  await insertPayments(trx, [
    {
      cuid: 'ps-history-payment-1',
      ...owner,
      cart_id: cart1.id,
      kind: 'CHECKOUT',
      method: 'ONLINE',
      amount: membership.price + cart1.service_fee,
      destination: null,
      created_at: cart1At,
      settled_at: cart1Done,
    },
  ]);
  await trx
    .updateTable('carts')
    .set({ service_fee_paid: cart1.service_fee })
    .where('id', '=', cart1.id)
    .execute();
  // The renewal's own payment, made online when it renewed.
  await insertPayments(trx, [
    {
      cuid: 'ps-history-payment-renewal',
      ...owner,
      cart_id: null,
      kind: 'TRANSACTION',
      method: 'ONLINE',
      amount: membership.price,
      destination: 'ps-history-membership',
      created_at: renewal.starts_at,
      settled_at: renewal.starts_at,
    },
  ]);

  // ---- cart 2, six weeks ago: registrations, booking, requests, bundle, vouchers ----------------------
  const cart2At = local(today.subtract({ days: 45 }), '19:30');
  const cart2Done = at(cart2At, 360);
  const robotics = await trx
    .selectFrom('availabilities')
    .select(['id', 'price', 'deposit', 'activity_id'])
    .where('cuid', '=', 'ps-av-paques-robots-s1')
    .executeTakeFirstOrThrow();
  const nature = await trx
    .selectFrom('availabilities')
    .select(['id', 'price', 'deposit', 'activity_id'])
    .where('cuid', '=', 'ps-av-paques-nature-s2')
    .executeTakeFirstOrThrow();
  const bundle = await trx
    .selectFrom('bundles')
    .selectAll()
    .where('cuid', '=', 'ps-bundle-carte-10')
    .executeTakeFirstOrThrow();
  const voucher50 = await trx
    .selectFrom('vouchers')
    .selectAll()
    .where('cuid', '=', 'ps-voucher-50')
    .executeTakeFirstOrThrow();
  const voucher25 = await trx
    .selectFrom('vouchers')
    .selectAll()
    .where('cuid', '=', 'ps-voucher-25')
    .executeTakeFirstOrThrow();
  const padel = await demoRowId(trx, 'resources', 'ps-res-padel');
  // The padel court's last free slot of the demo fortnight: one hour, 32,00 €.
  const slot = await trx
    .selectFrom('resource_availabilities')
    .select(['id', 'start_at', 'prices'])
    .where('resource_id', '=', padel)
    .where('booked', '=', false)
    .orderBy('start_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const hour = slot.prices.find((price) => price.duration === 3600) ?? slot.prices[0];
  if (!hour) throw new Error('demo history: the padel slot has no price');
  const natation = await demoRowId(trx, 'activities', 'ps-act-natation');
  const natationLevel = await questionId(trx, natation, 'Niveau de natation');
  const monday17 = await demoRowId(trx, 'availabilities', 'ps-av-natation-lundi');
  const wednesday14 = await demoRowId(trx, 'availabilities', 'ps-av-natation-mercredi');
  const datesOf = async (availabilityId: number) =>
    (
      await trx
        .selectFrom('availability_dates')
        .select(['id', 'status'])
        .where('availability_id', '=', availabilityId)
        .orderBy('start_at')
        .execute()
    ).filter((date) => date.status === 'OPEN');

  const emergency = 'Marc Dubois, +32 475 98 76 54';
  const pastOptions = [
    { price_id: await optionPriceId(trx, multisport, 'Pique-nique apporté'), content: null },
  ];
  const pastQuestions = [
    {
      question_id: await questionId(trx, multisport, 'Personne à contacter en cas d’urgence'),
      content: emergency,
    },
    { question_id: await questionId(trx, multisport, 'Taille de t-shirt'), content: '8 ans' },
  ];
  const natureQuestions = [
    {
      question_id: await questionId(trx, nature.activity_id, 'Personne à contacter en cas d’urgence'),
      content: emergency,
    },
  ];
  const leaRequest = [
    { id: monday17, dates: (await datesOf(monday17)).map((date) => date.id) },
    { id: wednesday14, dates: (await datesOf(wednesday14)).map((date) => date.id) },
  ];
  const hugoRequest = [{ id: wednesday14, dates: (await datesOf(wednesday14)).map((date) => date.id) }];
  const natureDates = await datesOf(nature.id);
  const roboticsDates = await datesOf(robotics.id);

  const itemsTotal =
    14500 + robotics.price + nature.price + hour.amount + bundle.price + voucher50.price + voucher25.price;
  const cart2 = await insertCart(trx, {
    cuid: 'ps-history-cart-2',
    ...owner,
    created_at: cart2At,
    processed_at: cart2Done,
    payment_strategy: 'IMMEDIATE_DEPOSIT',
    items_total: itemsTotal,
    service_fee: serviceFee(itemsTotal, fees),
  });
  const items = await insertItems(trx, cart2, cart2At, [
    {
      type: 'REGISTRATION',
      price: 14500,
      deposit: 4000,
      participant_id: hugo,
      availability_id: pastCamp.id,
      details: { options: pastOptions, questions: pastQuestions },
    },
    {
      type: 'REGISTRATION',
      price: robotics.price,
      deposit: robotics.deposit,
      participant_id: lea,
      availability_id: robotics.id,
    },
    {
      type: 'REGISTRATION',
      price: nature.price,
      deposit: nature.deposit,
      participant_id: hugo,
      availability_id: nature.id,
      details: { questions: natureQuestions },
    },
    {
      type: 'BOOKING',
      price: hour.amount,
      participant_id: hugo,
      resource_id: padel,
      details: { participants: [lea], payment_split: true },
    },
    {
      type: 'REGISTRATION_REQUEST',
      price: 0,
      participant_id: lea,
      details: {
        activity_id: natation,
        availabilities: leaRequest,
        questions: [{ question_id: natationLevel, content: 'Nage 25 m' }],
      },
    },
    {
      type: 'REGISTRATION_REQUEST',
      price: 0,
      participant_id: hugo,
      details: {
        activity_id: natation,
        availabilities: hugoRequest,
        questions: [{ question_id: natationLevel, content: 'Nage avec brassards' }],
      },
    },
    { type: 'BUNDLE', price: bundle.price, participant_id: hugo, bundle_id: bundle.id },
    { type: 'VOUCHER', price: voucher50.price, voucher_id: voucher50.id },
    { type: 'VOUCHER', price: voucher25.price, voucher_id: voucher25.id },
  ]);
  const [pastItem, roboticsItem, natureItem, bookingItem, leaItem, hugoItem, bundleItem, v50Item, v25Item] =
    items;
  /** An order row's common columns; registrations, requests and bookings add the reference `{cart id}-{n}`. */
  const owned = (item: { id: number } | undefined, cuid: string) => ({
    cuid,
    ...owner,
    cart_id: cart2.id,
    cart_item_id: itemId(item),
    created_at: cart2Done,
  });
  const line = (index: number, item: { id: number } | undefined, cuid: string) => ({
    ...owned(item, cuid),
    reference: `${cart2.id}-${index}`,
  });

  // Registrations, their dates and the seats they take (the ended camp was written with its own).
  const registrations = [
    {
      ...line(1, pastItem, 'ps-history-registration-past'),
      participant_id: hugo,
      availability_id: pastCamp.id,
      total_amount: 14500,
      deposit_amount: 4000,
      paid_amount: 14500,
      options: JSON.stringify(pastOptions),
      questions: JSON.stringify(pastQuestions),
      dates: pastDates.map((date) => date.id),
    },
    {
      ...line(2, roboticsItem, 'ps-history-registration-deposit'),
      participant_id: lea,
      availability_id: robotics.id,
      total_amount: robotics.price,
      deposit_amount: robotics.deposit,
      paid_amount: robotics.deposit,
      options: '[]',
      questions: '[]',
      dates: roboticsDates.map((date) => date.id),
    },
    {
      ...line(3, natureItem, 'ps-history-registration-unpaid'),
      participant_id: hugo,
      availability_id: nature.id,
      total_amount: nature.price,
      deposit_amount: nature.deposit,
      paid_amount: 0,
      options: '[]',
      questions: JSON.stringify(natureQuestions),
      dates: natureDates.map((date) => date.id),
    },
  ];
  const registrationDates = new Map<string, Array<{ id: number; availability_date_id: number }>>();
  for (const { dates, ...registration } of registrations) {
    const row = await trx
      .insertInto('registrations')
      .values(registration)
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = await trx
      .insertInto('registration_dates')
      .values(
        dates.map((dateId, index) => ({
          cuid: `${registration.cuid}-d${index + 1}`,
          organiser_id: organiserId,
          registration_id: row.id,
          availability_date_id: dateId,
        })),
      )
      .returning(['id', 'availability_date_id'])
      .execute();
    registrationDates.set(registration.cuid, written);
    await trx
      .insertInto('cart_item_dates')
      .values(
        dates.map((dateId) => ({
          organiser_id: organiserId,
          cart_item_id: registration.cart_item_id,
          availability_date_id: dateId,
        })),
      )
      .execute();
    if (registration.availability_id === pastCamp.id) continue;
    await trx
      .updateTable('availabilities')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', '=', registration.availability_id)
      .execute();
    await trx
      .updateTable('availability_dates')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', 'in', dates)
      .execute();
  }

  // The padel booking: Hugo and Léa share the hour (payment_split); half of it is paid.
  const bookingPaid = Math.ceil(hour.amount / 2);
  const booking = await trx
    .insertInto('bookings')
    .values({
      ...line(4, bookingItem, 'ps-history-booking'),
      resource_id: padel,
      participants: JSON.stringify([hugo, lea]),
      payment_split: true,
      total_amount: hour.amount,
      paid_amount: bookingPaid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slotEnd = at(slot.start_at, hour.duration);
  await trx
    .insertInto('cart_item_slots')
    .values({
      organiser_id: organiserId,
      cart_item_id: itemId(bookingItem),
      resource_availability_id: slot.id,
      start_at: slot.start_at,
      end_at: slotEnd,
    })
    .execute();
  await trx
    .insertInto('booking_slots')
    .values({
      organiser_id: organiserId,
      booking_id: booking.id,
      resource_availability_id: slot.id,
      start_at: slot.start_at,
      end_at: slotEnd,
    })
    .execute();
  await trx.updateTable('resource_availabilities').set({ booked: true }).where('id', '=', slot.id).execute();

  // Swimming requests: Léa's waits for the club; Hugo's was approved at the term's price.
  await trx
    .insertInto('registration_requests')
    .values([
      {
        ...line(5, leaItem, 'ps-history-request-pending'),
        participant_id: lea,
        status: 'PENDING',
        total_amount: 0,
        availabilities: JSON.stringify(leaRequest),
        options: '[]',
        questions: JSON.stringify([{ question_id: natationLevel, content: 'Nage 25 m' }]),
      },
      {
        ...line(6, hugoItem, 'ps-history-request-approved'),
        participant_id: hugo,
        status: 'APPROVED',
        total_amount: 14000,
        availabilities: JSON.stringify(hugoRequest),
        options: '[]',
        questions: JSON.stringify([{ question_id: natationLevel, content: 'Nage avec brassards' }]),
      },
    ])
    .execute();

  await trx
    .insertInto('customer_bundles')
    .values({
      ...owned(bundleItem, 'ps-history-bundle'),
      participant_id: hugo,
      bundle_id: bundle.id,
      capacity: bundle.capacity,
      used: 3,
      expires_at: bundleExpiresAt(bundle, cart2Done),
      total_amount: bundle.price,
      paid_amount: bundle.price,
    })
    .execute();

  const voucherExpiry = (voucher: { duration: number | null }) =>
    voucher.duration === null ? null : at(cart2Done, voucher.duration);
  const redeemedAt = at(cart2Done, 3 * DAY);
  await trx
    .insertInto('customer_vouchers')
    .values([
      {
        ...owned(v50Item, 'ps-history-voucher-redeemed'),
        voucher_id: voucher50.id,
        code: DEMO_REDEEMED_VOUCHER_CODE,
        amount: voucher50.amount,
        total_amount: voucher50.price,
        paid_amount: voucher50.price,
        expires_at: voucherExpiry(voucher50),
        redeemed_at: redeemedAt,
        redeemed_by_customer_id: camille.id,
      },
      {
        ...owned(v25Item, 'ps-history-voucher-gift'),
        voucher_id: voucher25.id,
        code: DEMO_VOUCHER_CODE,
        amount: voucher25.amount,
        total_amount: voucher25.price,
        paid_amount: voucher25.price,
        expires_at: voucherExpiry(voucher25),
      },
    ])
    .execute();

  // Paid at checkout: the service fee, both deposits, the bundle, the vouchers and half of the
  // booking; the ended camp's balance was paid online the week before it started.
  const atCheckout =
    cart2.service_fee +
    4000 +
    robotics.deposit +
    bookingPaid +
    bundle.price +
    voucher50.price +
    voucher25.price;
  await trx
    .updateTable('carts')
    .set({ service_fee_paid: cart2.service_fee })
    .where('id', '=', cart2.id)
    .execute();
  const balanceAt = local(monday.subtract({ days: 7 }), '12:00');
  await insertPayments(trx, [
    {
      cuid: 'ps-history-payment-2',
      ...owner,
      cart_id: cart2.id,
      kind: 'CHECKOUT',
      method: 'ONLINE',
      amount: atCheckout,
      destination: null,
      created_at: cart2At,
      settled_at: cart2Done,
    },
    {
      cuid: 'ps-history-payment-balance',
      ...owner,
      cart_id: cart2.id,
      kind: 'TRANSACTION',
      method: 'ONLINE',
      amount: 14500 - 4000,
      destination: 'ps-history-registration-past',
      created_at: balanceAt,
      settled_at: balanceAt,
    },
  ]);

  // ---- the ended camp's after-care, billed per started half hour, partly paid from the wallet ----------
  const cycle = await trx
    .insertInto('billing_cycles')
    .values({
      cuid: 'ps-history-billing-cycle',
      organiser_id: organiserId,
      title: 'Garderie du stage multisport',
      description:
        'Accueil du matin dès 8 h et du soir jusqu’à 17 h 30, facturé à la présence : 1,50 € par demi-heure entamée.',
      images: JSON.stringify([image('garderie-multisport')]),
      start_at: local(monday, '00:00'),
      end_at: local(monday.add({ days: 5 }), '00:00'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campDates = registrationDates.get('ps-history-registration-past') ?? [];
  const dateOn = (index: number) => {
    const date = campDates.find((entry) => entry.availability_date_id === pastDates[index]?.id);
    if (!date) throw new Error('demo history: the ended camp lost a date');
    return date.id;
  };
  /** Arrival and departure around the 9:00–16:00 camp day; the minutes outside it are billed. */
  const attended = [
    { day: 0, arrival: '08:00', departure: '17:30' },
    { day: 1, arrival: '08:30', departure: '16:30' },
    { day: 3, arrival: '08:00', departure: '17:00' },
    { day: 4, arrival: '08:45', departure: '17:30' },
  ].map(({ day, arrival, departure }) => {
    const date = campDays[day] ?? monday;
    const minutes =
      Math.max(0, minutesBetween(local(date, arrival), local(date, '09:00'))) +
      Math.max(0, minutesBetween(local(date, '16:00'), local(date, departure)));
    return {
      registration_date_id: dateOn(day),
      arrival: local(date, arrival),
      departure: local(date, departure),
      duration_minutes: minutes,
      amount: Math.ceil(minutes / 30) * 150,
    };
  });
  const chargeTotal = attended.reduce((sum, entry) => sum + entry.amount, 0);
  const fromWallet = 1000;
  const chargedAt = local(monday.add({ days: 7 }), '09:00');
  const charge = await trx
    .insertInto('attendance_charges')
    .values({
      cuid: 'ps-history-attendance-charge',
      reference: `G-${cart2.id}-1`,
      ...owner,
      billing_cycle_id: cycle.id,
      total_amount: chargeTotal,
      paid_amount: fromWallet,
      created_at: chargedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('attendance_charge_items')
    .values(
      attended.map((entry, index) => ({
        cuid: `ps-history-attendance-item-${index + 1}`,
        organiser_id: organiserId,
        attendance_charge_id: charge.id,
        ...entry,
      })),
    )
    .execute();

  // ---- the wallet: the redeemed voucher's 50 €, then 10 € towards the after-care ---------------------
  const paidFromWalletAt = at(chargedAt, 2 * DAY);
  await trx
    .insertInto('wallet_movements')
    .values([
      {
        ...owner,
        amount: voucher50.amount,
        reason: 'VOUCHER_REDEEMED',
        cart_id: null,
        created_at: redeemedAt,
      },
      { ...owner, amount: -fromWallet, reason: 'PAYMENT', cart_id: null, created_at: paidFromWalletAt },
    ])
    .execute();
  await insertPayments(trx, [
    {
      cuid: 'ps-history-payment-wallet',
      ...owner,
      cart_id: null,
      kind: 'TRANSACTION',
      method: 'WALLET',
      amount: fromWallet,
      destination: 'ps-history-attendance-charge',
      created_at: paidFromWalletAt,
      settled_at: paidFromWalletAt,
    },
  ]);
  await trx
    .updateTable('customers')
    .set({ wallet_amount: voucher50.amount - fromWallet })
    .where('id', '=', camille.id)
    .execute();
}

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

const itemId = (item: { id: number } | undefined): number => {
  if (!item) throw new Error('demo history: a cart item is missing');
  return item.id;
};

/** A processed cart with the structured reference of its id, as the cart writes give one. */
async function insertCart(
  trx: Transaction,
  cart: Omit<Row<'carts'>, 'id' | 'reference'> & { service_fee: number },
): Promise<{ id: number; cuid: string; organiser_id: number; service_fee: number }> {
  const { rows } = await sql<{ id: number }>`select nextval('carts_id_seq')::int as id`.execute(trx);
  const id = Number(rows[0]?.id);
  const row = await trx
    .insertInto('carts')
    .values({ ...cart, id, reference: structuredReference(id) })
    .returning(['id', 'cuid', 'organiser_id', 'service_fee'])
    .executeTakeFirstOrThrow();
  return row;
}

type ItemSpec = Pick<Row<'cart_items'>, 'type' | 'price'> &
  Partial<
    Pick<
      Row<'cart_items'>,
      | 'deposit'
      | 'participant_id'
      | 'availability_id'
      | 'bundle_id'
      | 'voucher_id'
      | 'membership_id'
      | 'resource_id'
    >
  > & { details?: CartItemDetails };

/** The items of a processed cart, in order, as they were when it was checked out. */
async function insertItems(
  trx: Transaction,
  cart: { id: number; cuid: string; organiser_id: number },
  createdAt: string,
  specs: readonly ItemSpec[],
): Promise<Array<{ id: number }>> {
  return trx
    .insertInto('cart_items')
    .values(
      specs.map(({ details, ...spec }, index) => ({
        cuid: `${cart.cuid}-item-${index + 1}`,
        organiser_id: cart.organiser_id,
        cart_id: cart.id,
        gross_price: spec.price,
        expires_at: at(createdAt, 15 * 60),
        created_at: at(createdAt, index * 20),
        details: JSON.stringify(details ?? {}),
        estimate: JSON.stringify(null),
        ...spec,
      })),
    )
    .returning('id')
    .execute();
}

async function insertPayments(
  trx: Transaction,
  payments: ReadonlyArray<Omit<Row<'payments'>, 'status'>>,
): Promise<void> {
  await trx
    .insertInto('payments')
    .values(payments.map((payment) => ({ ...payment, status: 'PAID' as const })))
    .execute();
}
