import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectBookingForm } from './booking-form.connect';
import { type AddBookingRequest, bookingFormMachine } from './booking-form.machine';

const hour = { duration: 3600, amount: 2000 };
const longer = { duration: 5400, amount: 2800 };

function start(options: { prices?: (typeof hour)[]; fail?: unknown; participant_id?: number | null } = {}) {
  const sent: AddBookingRequest[] = [];
  const machine = bookingFormMachine.provide({
    actors: {
      addBooking: fromPromise<unknown, AddBookingRequest>(async ({ input }) => {
        sent.push(input);
        if (options.fail) throw options.fail;
        return {};
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      customer_id: 5,
      resource_id: 9,
      start_at: '2026-11-23T09:00:00+01:00',
      prices: options.prices ?? [hour, longer],
      participant_id: options.participant_id ?? null,
      chosen: null,
    },
  }).start();
  return { actor, sent };
}

describe('booking form machine', () => {
  it('refuses to submit without a participant and a price, then follows the values', () => {
    const { actor, sent } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      participant_id: 'CART.PARTICIPANT_REQUIRED',
      price: 'BOOKING.PRICE_OPTION_REQUIRED',
    });
    actor.send({ type: 'participant.select', participant_id: 11 });
    expect(actor.getSnapshot().context.errors).toEqual({ price: 'BOOKING.PRICE_OPTION_REQUIRED' });
    expect(sent).toEqual([]);
  });

  it('sends one booking with the chosen price, extras and payment_split, then says the cart is updated', async () => {
    const { actor, sent } = start({ participant_id: 11 });
    actor.send({ type: 'price.select', price: longer });
    actor.send({ type: 'participants.set', participants: [12, 11, 12] });
    actor.send({ type: 'split.set', payment_split: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(sent).toEqual([
      {
        customer_id: 5,
        participant_id: 11,
        bookings: [
          {
            resource_id: 9,
            dates: [{ start_at: '2026-11-23T08:00:00.000Z', end_at: '2026-11-23T09:30:00.000Z' }],
            participants: [{ id: 12 }],
            payment_split: true,
          },
        ],
      },
    ]);
    expect(actor.getSnapshot().context.message).toBe('cart.messages.updated');
    expect(JSON.parse(JSON.stringify(actor.getSnapshot().context))).toEqual(actor.getSnapshot().context);
  });

  it('turns payment_split off when the extras go, and drops the main participant from the extras', () => {
    const { actor } = start({ participant_id: 11 });
    actor.send({ type: 'split.set', payment_split: true });
    expect(actor.getSnapshot().context.values.payment_split).toBe(false);
    actor.send({ type: 'participants.set', participants: [12] });
    actor.send({ type: 'split.set', payment_split: true });
    actor.send({ type: 'participant.select', participant_id: 12 });
    expect(actor.getSnapshot().context.values.participants).toEqual([]);
    actor.send({ type: 'participants.set', participants: [] });
    expect(actor.getSnapshot().context.values.payment_split).toBe(false);
  });

  it('picks the price of a chosen duration (mobile duration picker)', () => {
    const { actor } = start({ participant_id: 11 });
    actor.send({ type: 'duration.select', duration: 5400 });
    expect(actor.getSnapshot().context.values.chosen).toEqual(longer);
  });

  it('shows the server code and stays editable when the add fails', async () => {
    const { actor } = start({ participant_id: 11, prices: [hour], fail: { code: 'BOOKING.SLOT_TAKEN' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('BOOKING.SLOT_TAKEN');
  });

  it('connects: submitting then added by tags, and the add announced once for the cart to reload', async () => {
    const { actor } = start({ participant_id: 11, prices: [hour] });
    const announced: string[] = [];
    actor.on('*', (event) => announced.push(event.type));
    expect(connectBookingForm(actor.getSnapshot())).toMatchObject({
      submitting: false,
      added: false,
      canSubmit: true,
    });
    actor.send({ type: 'form.submit' });
    expect(connectBookingForm(actor.getSnapshot())).toMatchObject({ submitting: true, added: false });
    await waitFor(actor, (snapshot) => connectBookingForm(snapshot).added);
    expect(connectBookingForm(actor.getSnapshot()).submitting).toBe(false);
    expect(announced).toEqual(['booking.added']);
    actor.send({ type: 'split.set', payment_split: false });
    expect(connectBookingForm(actor.getSnapshot()).added).toBe(false);
  });
});
