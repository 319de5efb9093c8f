import type { Context, Hono } from 'hono';
import {
  catalogueCalls,
  participantSchemaFor,
  profileSchemaFor,
  sessionCalls,
} from '../../../core/schemas/index';
import { containsPattern } from '../../db/index';
import { accountCounters } from '../account/counters';
import type { AppDeps, AppEnv, SignedInCustomer } from '../context';
import { ensureEmailFree, profileColumns } from '../customer-profile';
import { notFound, unauthenticated } from '../errors';
import { route, validationError } from '../http';
import { customerOut, customFieldsOf, participantColumns, participantOut } from '../readers';
import { endSession } from '../sessions';
import { newCuid } from '../tokens';

const signedIn = (customer: SignedInCustomer | null): SignedInCustomer => {
  if (!customer) throw unauthenticated();
  return customer;
};

export function accountRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, sessionCalls.getSession, async (_input, c) => {
    const organiser = c.get('organiser');
    const session = c.get('customer');
    const { payment_methods } = organiser.settings;
    if (!session) return { customer: null, counters: null, wallet: null, payment_methods };
    const customer = await customerOut(db, organiser.id, session.id);
    const [wallet, counters] = await Promise.all([
      db
        .selectFrom('customers')
        .select('wallet_amount')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow(),
      accountCounters(db, { organiserId: organiser.id, customerId: session.id, now: deps.now() }),
    ]);
    return {
      customer,
      counters,
      wallet: { amount: wallet.wallet_amount },
      payment_methods,
    };
  });

  route(app, sessionCalls.updateProfile, async (input, c) => {
    const organiser = c.get('organiser');
    const session = signedIn(c.get('customer'));
    const parsed = profileSchemaFor(await customFieldsOf(db, organiser)).safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    const form = parsed.data;
    await db.transaction().execute(async (trx) => {
      await ensureEmailFree(trx, organiser.id, form.email, session.id);
      await trx
        .updateTable('customers')
        .set(profileColumns(form))
        .where('id', '=', session.id)
        .where('organiser_id', '=', organiser.id)
        .execute();
    });
    return { customer: await customerOut(db, organiser.id, session.id) };
  });

  route(app, sessionCalls.deleteAccount, async (_input, c) => {
    const organiser = c.get('organiser');
    const session = signedIn(c.get('customer'));
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set({ deleted_at: deps.now() })
        .where('id', '=', session.id)
        .where('organiser_id', '=', organiser.id)
        .execute();
      await trx
        .updateTable('participants')
        .set({ deleted_at: deps.now() })
        .where('customer_id', '=', session.id)
        .execute();
      await trx.deleteFrom('sessions').where('customer_id', '=', session.id).execute();
    });
    await endSession(c, db);
    return {};
  });

  route(app, sessionCalls.createParticipant, async (input, c) => {
    const organiser = c.get('organiser');
    const session = signedIn(c.get('customer'));
    const parsed = participantSchemaFor(await customFieldsOf(db, organiser)).safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    const row = await db
      .insertInto('participants')
      .values({
        cuid: newCuid(),
        organiser_id: organiser.id,
        customer_id: session.id,
        firstname: parsed.data.firstname,
        lastname: parsed.data.lastname,
        birthdate: parsed.data.birthdate.slice(0, 10),
        custom_data: JSON.stringify(parsed.data.custom_data),
        deleted_at: null,
      })
      .returning(participantColumns)
      .executeTakeFirstOrThrow();
    return { participant: participantOut(row) };
  });

  route(app, sessionCalls.updateParticipant, async (input, c) => {
    const organiser = c.get('organiser');
    const session = signedIn(c.get('customer'));
    const parsed = participantSchemaFor(await customFieldsOf(db, organiser)).safeParse(input);
    if (!parsed.success) throw validationError(parsed.error);
    // Scoped to this customer and organiser: another customer's participant is simply not found.
    const row = await db
      .updateTable('participants')
      .set({
        firstname: parsed.data.firstname,
        lastname: parsed.data.lastname,
        birthdate: parsed.data.birthdate.slice(0, 10),
        custom_data: JSON.stringify(parsed.data.custom_data),
      })
      .where('id', '=', input.participant_id)
      .where('customer_id', '=', session.id)
      .where('organiser_id', '=', organiser.id)
      .where('deleted_at', 'is', null)
      .returning(participantColumns)
      .executeTakeFirst();
    if (!row) throw notFound('PARTICIPANT_NOT_FOUND');
    return { participant: participantOut(row) };
  });

  route(app, sessionCalls.deleteParticipant, async (input, c) => {
    const organiser = c.get('organiser');
    const session = signedIn(c.get('customer'));
    const result = await db
      .updateTable('participants')
      .set({ deleted_at: deps.now() })
      .where('id', '=', input.participant_id)
      .where('customer_id', '=', session.id)
      .where('organiser_id', '=', organiser.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('PARTICIPANT_NOT_FOUND');
    return {};
  });

  /** The signed-in customer's live participants, optionally those whose full name contains `search`. */
  const ownParticipants = (c: Context<AppEnv>, search: string | undefined) => {
    const query = db
      .selectFrom('participants')
      .where('organiser_id', '=', c.get('organiser').id)
      .where('customer_id', '=', signedIn(c.get('customer')).id)
      .where('deleted_at', 'is', null);
    if (!search) return query;
    return query.where((eb) =>
      eb(
        eb.fn('lower', [eb.fn('concat_ws', [eb.val(' '), 'firstname', 'lastname'])]),
        'like',
        containsPattern(search.toLowerCase()),
      ),
    );
  };

  /** The participant picker's async multi-select: the signed-in customer's participants as value/label pairs. */
  route(app, catalogueCalls.asyncSelect, async (input, c) => {
    let query = ownParticipants(c, input.search).select(['id', 'cuid', 'firstname', 'lastname']);
    if (input.id?.length && input.value_key === 'cuid') query = query.where('cuid', 'in', input.id);
    if (input.id?.length && input.value_key === 'id') {
      const ids = input.id.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
      if (ids.length === 0) return { data: [] };
      query = query.where('id', 'in', ids);
    }
    const rows = await query.orderBy('firstname').orderBy('id').limit(50).execute();
    return {
      data: rows.map((row) => ({
        value: input.value_key === 'cuid' ? row.cuid : row.id,
        label: `${row.firstname} ${row.lastname}`,
      })),
    };
  });

  route(app, sessionCalls.listParticipants, async (input, c) => {
    const query = ownParticipants(c, input.search);
    const [rows, total] = await Promise.all([
      query
        .select(participantColumns)
        .orderBy('firstname')
        .orderBy('id')
        .limit(input.page_size)
        .offset((input.page_number - 1) * input.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(participantOut), count: Number(total.count) };
  });
}
