import type { Context, Hono } from 'hono';
import {
  newPasswordPayloadSchema,
  type ParticipantInput,
  registerSchemaFor,
  sessionCalls,
} from '../../../core/schemas/index';
import type { AppDeps, AppEnv } from '../context';
import { ensureEmailFree, profileColumns } from '../customer-profile';
import { ApiError } from '../errors';
import { route, validationError } from '../http';
import { enqueueAccountCreated, enqueuePasswordLink } from '../notifications/index';
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from '../passwords';
import { customerOut, customFieldsOf } from '../readers';
import { emailFingerprint } from '../security/auth-log';
import { logAuthEvent } from '../security/auth-log-request';
import { createAttemptGuard } from '../security/rate-limit-guard';
import { ATTEMPT_POLICIES } from '../security/rate-limit-rules';
import { endSession, startSession } from '../sessions';
import { hashToken, newCuid } from '../tokens';

export function authRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const guarded = createAttemptGuard(deps);
  const loginFailures = new Set(['INVALID_CREDENTIALS']);
  const resetFailures = new Set(['RESET_TOKEN_INVALID']);

  route(app, sessionCalls.login, async (input, c) => {
    const organiser = c.get('organiser');
    const email = emailFingerprint(input.email);
    return guarded(c, {
      policy: ATTEMPT_POLICIES.login,
      account: input.email.toLowerCase(),
      failureCodes: loginFailures,
      logAs: { email },
      run: async () => {
        const row = await db
          .selectFrom('customers')
          .select(['id', 'password_hash'])
          .where('organiser_id', '=', organiser.id)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email))
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        // Same work whether or not the account exists, so the answer time does not tell.
        const valid = await verifyPassword(input.password, row?.password_hash ?? DECOY_HASH);
        if (!row || !valid) {
          logAuthEvent(c, deps, { event: 'login.failed', email, ...(row ? { customer_id: row.id } : {}) });
          throw new ApiError(401, 'INVALID_CREDENTIALS');
        }
        if (needsRehash(row.password_hash)) {
          // A hash of the older scheme or parameters is replaced now that the password is known; a reset
          // that changed it meanwhile wins (the update matches the old hash only).
          await db
            .updateTable('customers')
            .set({ password_hash: await hashPassword(input.password) })
            .where('id', '=', row.id)
            .where('password_hash', '=', row.password_hash)
            .execute();
        }
        await startSession(c, deps, db, row.id);
        logAuthEvent(c, deps, { event: 'login.succeeded', email, customer_id: row.id });
        return { customer: await customerOut(db, organiser.id, row.id) };
      },
    });
  });

  route(app, sessionCalls.logout, async (_input, c) => {
    const customer = c.get('customer');
    await endSession(c, db);
    logAuthEvent(c, deps, { event: 'logout', ...(customer ? { customer_id: customer.id } : {}) });
    return {};
  });

  route(app, sessionCalls.register, async (input, c) =>
    guarded(c, {
      policy: ATTEMPT_POLICIES.register,
      account: null,
      failureCodes: new Set(),
      run: () => register(input, c),
    }),
  );

  const register = async (input: unknown, c: Context<AppEnv>) => {
    const organiser = c.get('organiser');
    // The contract checked the shape; the organiser's own settings and custom fields decide the rest.
    const parsed = registerSchemaFor(organiser.settings, await customFieldsOf(db, organiser)).safeParse(
      input,
    );
    if (!parsed.success) throw validationError(parsed.error);
    const form = parsed.data;
    const passwordHash = await hashPassword(form.password);
    const customerId = await db.transaction().execute(async (trx) => {
      await ensureEmailFree(trx, organiser.id, form.email);
      const customer = await trx
        .insertInto('customers')
        .values({
          cuid: newCuid(),
          organiser_id: organiser.id,
          ...profileColumns(form),
          password_hash: passwordHash,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Present exactly when the organiser's create_participant setting is on (checked by the schema).
      // It is the participant the customer named (their child), never a copy of the customer's own names
      // (issue 18 §10).
      const participant = (form as { participant?: ParticipantInput }).participant;
      if (participant) {
        await trx
          .insertInto('participants')
          .values({
            cuid: newCuid(),
            organiser_id: organiser.id,
            customer_id: customer.id,
            firstname: participant.firstname,
            lastname: participant.lastname,
            birthdate: participant.birthdate.slice(0, 10),
            custom_data: JSON.stringify(participant.custom_data),
            deleted_at: null,
          })
          .execute();
      }
      await enqueueAccountCreated(trx, organiser.id, customer.id, deps.now());
      return customer.id;
    });
    await startSession(c, deps, db, customerId);
    logAuthEvent(c, deps, {
      event: 'register',
      email: emailFingerprint(form.email),
      customer_id: customerId,
    });
    return { customer: await customerOut(db, organiser.id, customerId) };
  };

  route(app, sessionCalls.passwordLink, async (input, c) =>
    guarded(c, {
      policy: ATTEMPT_POLICIES.passwordLink,
      account: input.email.toLowerCase(),
      failureCodes: new Set(),
      logAs: { email: emailFingerprint(input.email) },
      run: () => sendPasswordLink(input.email, c),
    }),
  );

  const sendPasswordLink = async (email: string, c: Context<AppEnv>) => {
    const organiser = c.get('organiser');
    const row = await db
      .selectFrom('customers')
      .select(['id', 'email'])
      .where('organiser_id', '=', organiser.id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    logAuthEvent(c, deps, {
      event: 'password.link_requested',
      email: emailFingerprint(email),
      ...(row ? { customer_id: row.id } : {}),
    });
    // The answer is the same either way, and so is its time: a mail job is enqueued for an unknown address
    // too (skipped when it runs), and the token is made only when the job sends the mail. The queue retries
    // a failing mail server and survives a restart (notifications/mail-worker.ts).
    await enqueuePasswordLink(db, organiser.id, row?.id ?? null, deps.now());
    return {};
  };

  route(app, sessionCalls.passwordReset, async (input, c) =>
    guarded(c, {
      policy: ATTEMPT_POLICIES.passwordReset,
      account: null,
      failureCodes: resetFailures,
      run: () => resetPassword(input, c),
    }),
  );

  const resetPassword = async (input: unknown, c: Context<AppEnv>) => {
    const organiser = c.get('organiser');
    const { password, token } = newPasswordPayloadSchema.parse(input);
    const passwordHash = await hashPassword(password);
    const now = deps.now();
    const customerId = await db.transaction().execute(async (trx) => {
      const invalid = () => {
        logAuthEvent(c, deps, { event: 'password.reset_failed' });
        return new ApiError(410, 'RESET_TOKEN_INVALID');
      };
      const found = await trx
        .selectFrom('password_reset_tokens')
        .select('customer_id')
        .where('token_hash', '=', hashToken(token))
        .where('organiser_id', '=', organiser.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!found) throw invalid();
      // The customer row first, as a new link does: links and resets of one account run one at a time.
      await trx
        .selectFrom('customers')
        .select('id')
        .where('id', '=', found.customer_id)
        .forUpdate()
        .execute();
      // Marking it used in the same statement that checks it makes the token single-use under races.
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('organiser_id', '=', organiser.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('customer_id')
        .executeTakeFirst();
      if (!used) throw invalid();
      // The new password makes every other link of the account useless.
      await trx
        .deleteFrom('password_reset_tokens')
        .where('customer_id', '=', used.customer_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash })
        .where('id', '=', used.customer_id)
        .execute();
      // A new password ends every other session of the account.
      await trx.deleteFrom('sessions').where('customer_id', '=', used.customer_id).execute();
      return used.customer_id;
    });
    await startSession(c, deps, db, customerId);
    logAuthEvent(c, deps, { event: 'password.reset', customer_id: customerId });
    return {};
  };
}
