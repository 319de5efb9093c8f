import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  PaymentSignatureError,
  type ProviderSession,
} from './provider';

/** Where the sandbox keeps open sessions so its payment page can find them again. */
export interface SandboxSessionStore {
  /**
   * Keeps `intent` under `reference` unless the reference already holds one, atomically (two concurrent
   * saves of one reference keep one intent); answers the intent the reference holds afterwards.
   */
  save(reference: string, intent: PaymentIntent): Promise<PaymentIntent>;
  load(reference: string): Promise<PaymentIntent | null>;
}

/** Process-local store: enough for development and tests; sessions vanish on restart. */
export function memorySandboxStore(): SandboxSessionStore {
  const sessions = new Map<string, PaymentIntent>();
  return {
    async save(reference, intent) {
      if (!sessions.has(reference)) sessions.set(reference, { ...intent });
      return { ...(sessions.get(reference) ?? intent) };
    },
    async load(reference) {
      const intent = sessions.get(reference);
      return intent ? { ...intent } : null;
    },
  };
}

export interface SandboxProviderConfig {
  /** HMAC key shared by the signing (sandbox page) and verifying (webhook) sides. */
  secret: string;
  /** Origin the browser reaches this server on, e.g. http://localhost:3000. */
  publicOrigin: string;
  store: SandboxSessionStore;
  /** Milliseconds since the epoch; injectable so tests can age signatures. */
  now?: () => number;
}

export interface SignedSandboxEvent {
  body: string;
  headers: Record<string, string>;
}

export type SandboxProvider = PaymentProvider & {
  store: SandboxSessionStore;
  signEvent(event: PaymentEvent): SignedSandboxEvent;
};

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_REFERENCE_PATTERN = /^sbx_[0-9a-f]{32}$/;
/** Replay window: a captured callback stops being accepted after five minutes (clock skew both ways). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const sandboxEventBody = z.object({
  provider_reference: z.string().min(1),
  payment_cuid: z.string().min(1),
  outcome: z.enum(['PAID', 'FAILED', 'CANCELLED']),
  amount: z.number().int().positive(),
});

function readHeader(headers: Headers | Record<string, string | undefined>, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  // Plain records come from various frameworks with arbitrary casing.
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

/** `t=<unix seconds>,v1=<hex>` → parts, or null when the header is not exactly that shape. */
function parseSignatureHeader(header: string): { timestamp: number; signature: string } | null {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) return null;
    fields.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  const timestamp = fields.get('t');
  const signature = fields.get('v1');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]+$/.test(signature))
    return null;
  return { timestamp: Number(timestamp), signature };
}

function assertValidIntent(intent: PaymentIntent): void {
  if (!Number.isSafeInteger(intent.amount) || intent.amount <= 0) {
    throw new RangeError(`payment amount must be a positive integer of cents, got ${intent.amount}`);
  }
  if (!URL.canParse(intent.returnUrl)) {
    throw new RangeError(`payment returnUrl must be an absolute URL, got ${intent.returnUrl}`);
  }
}

/** An idempotency key asked again for another payment or amount than its first session's. */
export class SandboxIdempotencyError extends Error {
  constructor(idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was used for another payment or amount`);
    this.name = 'SandboxIdempotencyError';
  }
}

/** A provider that needs no third party: its payment page is served by our own server (sandbox-routes.ts). */
export function createSandboxProvider(config: SandboxProviderConfig): SandboxProvider {
  const now = config.now ?? Date.now;
  const origin = config.publicOrigin.replace(/\/+$/, '');
  const hmac = (timestamp: number, body: string) =>
    createHmac('sha256', config.secret).update(`${timestamp}.${body}`).digest('hex');
  // Its own prefix, so a session reference is never a valid event signature or the other way round.
  const hmacKey = (idempotencyKey: string) =>
    createHmac('sha256', config.secret).update(`session.${idempotencyKey}`).digest('hex');

  return {
    name: 'sandbox',
    store: config.store,

    async createSession(intent, { idempotencyKey }): Promise<ProviderSession> {
      assertValidIntent(intent);
      if (idempotencyKey.length === 0) throw new RangeError('an idempotency key is required');
      // One session per key: its reference is the key's HMAC (unguessable without the secret), and the
      // store keeps the first intent saved under it, so a repeated or concurrent request answers the same
      // session. A key reused for another payment or amount is a bug of the caller: refused.
      const reference = `sbx_${hmacKey(idempotencyKey).slice(0, 32)}`;
      const stored = await config.store.save(reference, intent);
      if (stored.paymentCuid !== intent.paymentCuid || stored.amount !== intent.amount) {
        throw new SandboxIdempotencyError(idempotencyKey);
      }
      return { providerReference: reference, redirectUrl: `${origin}/sandbox/payments/${reference}` };
    },

    signEvent(event) {
      const body = JSON.stringify({
        provider_reference: event.providerReference,
        payment_cuid: event.paymentCuid,
        outcome: event.outcome,
        amount: event.amount,
      });
      const timestamp = Math.floor(now() / 1000);
      return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(timestamp, body)}` } };
    },

    verifyCallback(rawBody, headers) {
      const header = readHeader(headers, SANDBOX_SIGNATURE_HEADER);
      const parsed = header ? parseSignatureHeader(header) : null;
      if (!parsed) throw new PaymentSignatureError('missing or malformed sandbox signature header');

      const expected = Buffer.from(hmac(parsed.timestamp, rawBody), 'hex');
      const received = Buffer.from(parsed.signature, 'hex');
      // timingSafeEqual throws on unequal lengths, and the length of a MAC is no secret.
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
        throw new PaymentSignatureError('sandbox signature does not match');
      }
      if (Math.abs(Math.floor(now() / 1000) - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
        throw new PaymentSignatureError('sandbox signature timestamp outside the tolerated window');
      }

      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new PaymentSignatureError('sandbox callback body is not JSON');
      }
      const body = sandboxEventBody.safeParse(json);
      if (!body.success) throw new PaymentSignatureError('sandbox callback body has an unexpected shape');
      return {
        providerReference: body.data.provider_reference,
        paymentCuid: body.data.payment_cuid,
        outcome: body.data.outcome,
        amount: body.data.amount,
      };
    },
  };
}
