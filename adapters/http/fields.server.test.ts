import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCalls } from '../../core/schemas/index';
import { newCustomerSignUp } from '../server/test-customers';
import { drivers, FR_HOST, startTestApp, type TestApp } from '../server/test-support';
import { type CallFailure, callApi, createHttpClient, failureFields, runCall } from './index';

async function rejection(promise: Promise<unknown>): Promise<CallFailure> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: CallFailure) => error,
  );
}

/** The browser's http adapter against the real API: the refusals' `fields` reach the forms. */
describe.each(drivers)('field errors from the API on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver);
  });
  afterAll(async () => {
    await app?.close();
  });

  const client = () =>
    createHttpClient({
      baseUrl: 'http://localhost',
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        return app.request(`${url.pathname}${url.search}`, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), host: FR_HOST },
        });
      }) as typeof fetch,
    });

  it('reads the fields of an organiser-level VALIDATION_FAILED (a custom field the contract lets through)', async () => {
    const failure = await rejection(
      runCall(
        callApi(client(), sessionCalls.register, {
          ...newCustomerSignUp('new-field@example.be'),
          custom_data: [{ field_id: 1, data: '12' }],
        }),
      ),
    );
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(failureFields(failure)).toMatchObject({ 'custom_data.1': 'pattern_mismatch' });
  });

  it('reads the field of a 409 EMAIL_TAKEN', async () => {
    const failure = await rejection(
      runCall(callApi(client(), sessionCalls.register, newCustomerSignUp('camille@example.be'))),
    );
    expect(failure).toMatchObject({ code: 'EMAIL_TAKEN', status: 409, fields: { email: 'EMAIL_TAKEN' } });
  });

  it('has no fields for a refusal that names none', async () => {
    const failure = await rejection(
      runCall(
        callApi(client(), sessionCalls.login, { email: 'camille@example.be', password: 'wrong-password' }),
      ),
    );
    expect(failure.code).toBe('INVALID_CREDENTIALS');
    expect(failureFields(failure)).toEqual({});
  });
});
