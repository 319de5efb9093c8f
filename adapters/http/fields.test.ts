import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../core/schemas/index';
import {
  type CallFailure,
  callApi,
  createHttpClient,
  failureFields,
  readErrorAnswer,
  runCall,
} from './index';

const register = defineCall({
  method: 'POST',
  path: '/api/auth/register',
  requestIn: 'body',
  request: z.object({ email: z.string().min(1, { error: 'required' }) }),
  answer: z.object({ ok: z.boolean() }),
  auth: 'either',
});

function answering(status: number, body: unknown) {
  const fetch = (async () => new Response(JSON.stringify(body), { status })) as typeof globalThis.fetch;
  return createHttpClient({ baseUrl: '', fetch });
}

async function rejection(promise: Promise<unknown>): Promise<CallFailure> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: CallFailure) => error,
  );
}

describe('field errors of a refusal', () => {
  it("keeps the server's VALIDATION_FAILED fields on the HttpError and the rejection", async () => {
    const fields = {
      email: 'invalid_email',
      'custom_data.4': 'required',
      'participant.birthdate': 'invalid',
    };
    const client = answering(400, { error: 'VALIDATION_FAILED', fields });
    const error = await callApi(client, register, { email: 'x' }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ _tag: 'HttpError', status: 400, fields });
    const failure = await rejection(runCall(callApi(client, register, { email: 'x' })));
    expect(failure).toEqual({ code: 'VALIDATION_FAILED', status: 400, message: expect.any(String), fields });
    expect(failureFields(failure)).toEqual(fields);
  });

  it('keeps the fields of any refusal that names them (409 EMAIL_TAKEN)', async () => {
    const client = answering(409, { error: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } });
    const failure = await rejection(runCall(callApi(client, register, { email: 'camille@example.be' })));
    expect(failure.code).toBe('EMAIL_TAKEN');
    expect(failureFields(failure)).toEqual({ email: 'EMAIL_TAKEN' });
  });

  it('leaves fields out when the server sent none, or sent them malformed', async () => {
    for (const body of [
      { error: 'INVALID_CREDENTIALS' },
      { error: 'VALIDATION_FAILED', fields: {} },
      { error: 'VALIDATION_FAILED', fields: { email: 3 } },
      { error: 'VALIDATION_FAILED', fields: ['email'] },
    ]) {
      const failure = await rejection(runCall(callApi(answering(400, body), register, { email: 'x' })));
      expect(failure.code).toBe(body.error);
      expect('fields' in failure).toBe(false);
      expect(failureFields(failure)).toEqual({});
    }
  });

  it('carries the fields of a request refused before sending', async () => {
    const failure = await rejection(runCall(callApi(answering(200, { ok: true }), register, { email: '' })));
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: null, fields: { email: 'required' } });
  });

  it('reads no fields from rejections that are not call failures', () => {
    for (const error of [
      undefined,
      null,
      'OFFLINE',
      new Error('boom'),
      { fields: 'email' },
      { fields: null },
    ]) {
      expect(failureFields(error)).toEqual({});
    }
  });

  it('reads any error body: the code when there is one, fields only when they are all strings', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const { code, fields } = readErrorAnswer(body);
        const error = (body as { error?: unknown } | null)?.error;
        const expectedCode = typeof error === 'string' && error !== '' ? error : undefined;
        if (code !== expectedCode) return false;
        if (fields === undefined) return true;
        return (
          Object.keys(fields).length > 0 &&
          Object.values(fields).every((value) => typeof value === 'string') &&
          JSON.stringify(fields) === JSON.stringify((body as { fields: unknown }).fields)
        );
      }),
    );
    expect(readErrorAnswer({ error: 'COUPON.INVALID', fields: { coupon: 'COUPON.INVALID' } })).toEqual({
      code: 'COUPON.INVALID',
      fields: { coupon: 'COUPON.INVALID' },
    });
    expect(readErrorAnswer('Bad Gateway')).toEqual({ code: undefined });
  });
});
