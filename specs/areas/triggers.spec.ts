import fc from 'fast-check';
import { CART_PROCESSED_TRIGGER, type CartProcessingStep, confirmsCart } from '../../core/checkout';
import { vacancyNoticesDue, WAITING_LIST_VACANCY_TRIGGER } from '../../core/waiting-list';
import { defineArea } from '../book';
import { instantAround, registrationWindowFields } from './arbitraries';

const TRIGGERS =
  'Notification triggers: manual, cart.processed (required, global), registration.created (also before or after availability), registration.cancellation.created and .restored, registration.transfer.created, bank_statement.transfer.reconciled, waiting-list.vacancy, attendance-charge.created, membership.created (also before expiration), membership.renewed, customer-invoice.created, customer-credit-note.created.';

type Status = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

/**
 * One cart's life as the server sees it: checkout submits (the first processes the cart and, when something
 * is payable online, opens a PENDING payment) and provider events (each moves a PENDING payment once; a
 * replay finds it moved). Answers how many steps confirmed the cart and whether it ended up confirmable.
 */
function confirmations(online: boolean, events: ReadonlyArray<'submit' | Exclude<Status, 'PENDING'>>) {
  let processed = false;
  let payment: Status | null = null;
  let sent = 0;
  for (const event of events) {
    let step: CartProcessingStep;
    if (event === 'submit') {
      step = { kind: 'checkout', alreadyProcessed: processed, onlinePaymentOpened: online };
      if (!processed && online) payment = 'PENDING';
      processed = true;
    } else {
      if (payment === null) continue;
      const from = payment;
      if (from === 'PENDING') payment = event;
      // A replayed event settles nothing: the server answers 'unchanged' and never asks.
      if (from !== 'PENDING') continue;
      step = { kind: 'payment', paymentKind: 'CHECKOUT', from, to: event };
    }
    if (confirmsCart(step)) sent += 1;
  }
  const due = processed && (!online || payment === 'PAID');
  return { sent, due };
}

const instant = instantAround(Date.UTC(2026, 10, 22, 10), 4320);

export default defineArea({
  area: 'TRIG',
  title: 'Notification triggers the storefront fires',
  rules: [
    {
      id: 'TRIG-01',
      source: 'part 2 §9',
      sentence: 'Default notification: cart confirmed, sent to customers at once.',
      kind: 'property',
      check: () => {
        if (CART_PROCESSED_TRIGGER !== 'cart.processed') throw new Error('cart.processed trigger misnamed');
        // Whatever submits and provider events arrive, in any order and repeated: the cart is confirmed
        // exactly once when it was processed and (online) paid, and never otherwise.
        fc.assert(
          fc.property(
            fc.boolean(),
            fc.array(
              fc.constantFrom<'submit' | 'PAID' | 'FAILED' | 'CANCELLED'>(
                'submit',
                'PAID',
                'FAILED',
                'CANCELLED',
              ),
              {
                maxLength: 12,
              },
            ),
            (online, events) => {
              const { sent, due } = confirmations(online, events);
              return sent === (due ? 1 : 0);
            },
          ),
        );
      },
    },
    {
      id: 'TRIG-02',
      source: 'part 2 §9',
      sentence: TRIGGERS,
      kind: 'property',
      check: () => {
        if (WAITING_LIST_VACANCY_TRIGGER !== 'waiting-list.vacancy')
          throw new Error('vacancy trigger misnamed');
        // waiting-list.vacancy: one notice per free seat not already offered, never beyond the queue, and
        // once: after the due entries are notified the same counts owe nobody else.
        fc.assert(
          fc.property(
            fc.record({
              ...registrationWindowFields(instant),
              capacity: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
            }),
            fc.record({
              registered: fc.integer({ min: 0, max: 25 }),
              held: fc.integer({ min: 0, max: 10 }),
              outstanding: fc.integer({ min: 0, max: 10 }),
              waiting: fc.integer({ min: 0, max: 10 }),
            }),
            instant,
            (availability, counts, now) => {
              const due = vacancyNoticesDue({ availability, ...counts }, now);
              const free =
                availability.capacity === null ? 0 : availability.capacity - counts.registered - counts.held;
              const after = vacancyNoticesDue(
                {
                  availability,
                  ...counts,
                  outstanding: counts.outstanding + due,
                  waiting: counts.waiting - due,
                },
                now,
              );
              return (
                due >= 0 &&
                due <= counts.waiting &&
                due <= Math.max(0, free - counts.outstanding) &&
                after === 0
              );
            },
          ),
        );
      },
    },
  ],
});
