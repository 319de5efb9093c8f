import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import {
  createSandboxProvider,
  memorySandboxStore,
  type PaymentEvent,
  type PaymentIntent,
  PaymentSignatureError,
  SANDBOX_SIGNATURE_HEADER,
  SandboxIdempotencyError,
  type SignedSandboxEvent,
  sandboxRoutes,
} from './index';

const SECRET = 'test-secret';
const ORIGIN = 'http://localhost:3000';

const intent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent => ({
  paymentCuid: 'cpayment1',
  amount: 1250,
  description: 'Stage de poterie',
  returnUrl: 'http://localhost:5173/checkout/return',
  locale: 'fr',
  ...overrides,
});

const makeProvider = (now?: () => number) =>
  createSandboxProvider({ secret: SECRET, publicOrigin: ORIGIN, store: memorySandboxStore(), now });

const event: PaymentEvent = {
  providerReference: `sbx_${'a'.repeat(32)}`,
  paymentCuid: 'cpayment1',
  outcome: 'PAID',
  amount: 1250,
};

/** Collapses the no-break spaces Intl puts in currency amounts. */
const normaliseSpaces = (text: string) => text.replace(/\s+/g, ' ');

const key = (paymentCuid = 'cpayment1') => ({ idempotencyKey: `payment-${paymentCuid}` });

describe('sandbox sessions', () => {
  it('stores the intent under a well-formed reference and points the browser at our own page', async () => {
    const provider = makeProvider();
    const session = await provider.createSession(intent(), key());
    expect(session.providerReference).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(session.redirectUrl).toBe(`${ORIGIN}/sandbox/payments/${session.providerReference}`);
    expect(await provider.store.load(session.providerReference)).toEqual(intent());
    expect(await provider.store.load(`sbx_${'0'.repeat(32)}`)).toBeNull();
  });

  it('hands out one reference per idempotency key, never one key’s reference for another', async () => {
    const provider = makeProvider();
    const references = await Promise.all(
      Array.from(
        { length: 200 },
        async (_, index) =>
          (await provider.createSession(intent({ paymentCuid: `cpay${index}` }), key(`cpay${index}`)))
            .providerReference,
      ),
    );
    expect(new Set(references).size).toBe(200);
  });

  it('answers the same session to every request with one key, concurrent or repeated, storing one intent', async () => {
    const store = memorySandboxStore();
    const saved: string[] = [];
    const counting = {
      ...store,
      save: (reference: string, value: PaymentIntent) => {
        saved.push(reference);
        return store.save(reference, value);
      },
    };
    const provider = createSandboxProvider({ secret: SECRET, publicOrigin: ORIGIN, store: counting });
    const sessions = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        // A later caller's description or language does not open another session: the first intent stays.
        provider.createSession(intent({ locale: index % 2 === 0 ? 'fr' : 'en' }), key()),
      ),
    );
    const again = await provider.createSession(intent(), key());
    expect(new Set([...sessions, again].map((session) => session.redirectUrl)).size).toBe(1);
    expect(new Set(saved).size).toBe(1);
    expect(await store.load(again.providerReference)).toEqual(intent({ locale: 'fr' }));
    // Another secret (another sandbox) derives other references: they cannot be guessed from the key.
    const other = createSandboxProvider({
      secret: 'other',
      publicOrigin: ORIGIN,
      store: memorySandboxStore(),
    });
    expect((await other.createSession(intent(), key())).providerReference).not.toBe(again.providerReference);
  });

  it('refuses a key reused for another payment or amount', async () => {
    const provider = makeProvider();
    await provider.createSession(intent(), key());
    await expect(provider.createSession(intent({ amount: 999 }), key())).rejects.toThrow(
      SandboxIdempotencyError,
    );
    await expect(provider.createSession(intent({ paymentCuid: 'cpayment2' }), key())).rejects.toThrow(
      SandboxIdempotencyError,
    );
    await expect(provider.createSession(intent(), { idempotencyKey: '' })).rejects.toThrow(RangeError);
  });

  it('refuses amounts that are not positive cents and relative return URLs', async () => {
    const provider = makeProvider();
    await expect(provider.createSession(intent({ amount: 0 }), key())).rejects.toThrow(RangeError);
    await expect(provider.createSession(intent({ amount: 12.5 }), key())).rejects.toThrow(RangeError);
    await expect(provider.createSession(intent({ returnUrl: '/checkout/return' }), key())).rejects.toThrow(
      RangeError,
    );
  });
});

describe('sandbox callback signatures', () => {
  it('round-trips a signed event', () => {
    const provider = makeProvider();
    const signed = provider.signEvent(event);
    expect(JSON.parse(signed.body)).toEqual({
      provider_reference: event.providerReference,
      payment_cuid: event.paymentCuid,
      outcome: 'PAID',
      amount: 1250,
    });
    expect(signed.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(provider.verifyCallback(signed.body, signed.headers)).toEqual(event);
    expect(provider.verifyCallback(signed.body, new Headers(signed.headers))).toEqual(event);
    expect(
      provider.verifyCallback(signed.body, {
        'X-Sandbox-Signature': signed.headers[SANDBOX_SIGNATURE_HEADER],
      }),
    ).toEqual(event);
  });

  it('rejects a tampered body', () => {
    const provider = makeProvider();
    const signed = provider.signEvent(event);
    const tampered = signed.body.replace('"PAID"', '"FAILED"');
    expect(() => provider.verifyCallback(tampered, signed.headers)).toThrow(PaymentSignatureError);
  });

  it('rejects an event signed with another secret', () => {
    const forger = createSandboxProvider({
      secret: 'other',
      publicOrigin: ORIGIN,
      store: memorySandboxStore(),
    });
    const signed = forger.signEvent(event);
    expect(() => makeProvider().verifyCallback(signed.body, signed.headers)).toThrow(PaymentSignatureError);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbled', 'nonsense'],
    ['without v1', 't=1700000000'],
    ['with a non-numeric timestamp', `t=abc,v1=${'0'.repeat(64)}`],
    ['with a short signature', 't=1700000000,v1=abcd'],
    ['with a non-hex signature', `t=1700000000,v1=${'z'.repeat(64)}`],
  ])('rejects a %s signature header', (_label, header) => {
    const provider = makeProvider(() => 1_700_000_000_000);
    const signed = provider.signEvent(event);
    let caught: unknown;
    try {
      provider.verifyCallback(signed.body, { [SANDBOX_SIGNATURE_HEADER]: header });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PaymentSignatureError);
    expect((caught as PaymentSignatureError).code).toBe('PAYMENT.INVALID_SIGNATURE');
  });

  it('accepts a timestamp within 300 s either way and rejects one beyond', () => {
    let clock = 1_700_000_000_000;
    const provider = makeProvider(() => clock);
    const signed = provider.signEvent(event);
    clock += 300_000;
    expect(provider.verifyCallback(signed.body, signed.headers)).toEqual(event);
    clock += 1_000;
    expect(() => provider.verifyCallback(signed.body, signed.headers)).toThrow(PaymentSignatureError);
    clock = 1_700_000_000_000 - 301_000;
    expect(() => provider.verifyCallback(signed.body, signed.headers)).toThrow(PaymentSignatureError);
  });

  it('rejects a correctly signed body of the wrong shape', () => {
    const clock = 1_700_000_000_000;
    const provider = makeProvider(() => clock);
    const timestamp = clock / 1000;
    for (const body of ['not json', JSON.stringify({ ...event, outcome: 'REFUNDED' }), '{"amount":-1}']) {
      const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
      const headers = { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}` };
      expect(() => provider.verifyCallback(body, headers)).toThrow(PaymentSignatureError);
    }
  });

  it('round-trips any event, and any single-byte body change fails verification', () => {
    const provider = makeProvider();
    const anyEvent = fc.record({
      providerReference: fc.string({ minLength: 1 }),
      paymentCuid: fc.string({ minLength: 1 }),
      outcome: fc.constantFrom('PAID' as const, 'FAILED' as const, 'CANCELLED' as const),
      amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    });
    fc.assert(
      fc.property(anyEvent, fc.nat(), fc.integer({ min: 1, max: 255 }), (generated, position, flip) => {
        const signed = provider.signEvent(generated);
        expect(provider.verifyCallback(signed.body, signed.headers)).toEqual(generated);

        const bytes = Buffer.from(signed.body, 'utf8');
        const index = position % bytes.length;
        bytes[index] = (bytes[index] ?? 0) ^ flip;
        const changed = bytes.toString('utf8');
        fc.pre(changed !== signed.body);
        expect(() => provider.verifyCallback(changed, signed.headers)).toThrow(PaymentSignatureError);
      }),
    );
  });
});

describe('sandbox routes', () => {
  const setup = async (overrides: Partial<PaymentIntent> = {}) => {
    const provider = makeProvider();
    const delivered: SignedSandboxEvent[] = [];
    const deliver = vi.fn(async (signed: SignedSandboxEvent) => {
      delivered.push(signed);
    });
    const app = new Hono();
    sandboxRoutes(app, { provider, deliver });
    const session = await provider.createSession(intent(overrides), key());
    const path = `/sandbox/payments/${session.providerReference}`;
    const post = (outcome: string) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
      });
    return { provider, app, path, post, deliver, delivered, reference: session.providerReference };
  };

  it('renders the payment page in French by default, with the amount and no caching', async () => {
    const { app, path } = await setup();
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = normaliseSpaces(await response.text());
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Paiement de test</h1>');
    expect(html).toContain('12,50 €');
    expect(html).toContain('Stage de poterie');
    expect(html.match(/<form /g)).toHaveLength(1);
    for (const outcome of ['PAID', 'FAILED', 'CANCELLED']) {
      expect(html).toContain(`<button type="submit" name="outcome" value="${outcome}"`);
    }
    expect(html).not.toMatch(/<script/i);
  });

  it("speaks the customer's language from the payment intent; ?locale= overrides it", async () => {
    const { app, path } = await setup();
    const fromQuery = normaliseSpaces(await (await app.request(`${path}?locale=en`)).text());
    expect(fromQuery).toContain('<html lang="en">');
    expect(fromQuery).toContain('<h1>Test payment</h1>');
    expect(fromQuery).toContain('€12.50');
    // The browser's own Accept-Language does not matter: the storefront's language does.
    const french = await (await app.request(path, { headers: { 'accept-language': 'en-GB' } })).text();
    expect(french).toContain('<html lang="fr">');
    const english = await setup({ locale: 'en' });
    expect(await (await english.app.request(english.path)).text()).toContain('<html lang="en">');
  });

  it('escapes the description', async () => {
    const { app, path } = await setup({ description: '<script>alert("x")</script> & co' });
    const html = await (await app.request(path)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });

  it('on PAID delivers a verifiable signed event, then sends the browser back with payment=paid', async () => {
    const { provider, post, delivered, reference } = await setup();
    const response = await post('PAID');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:5173/checkout/return?payment=paid');
    expect(delivered).toHaveLength(1);
    const [signed] = delivered;
    if (!signed) throw new Error('nothing delivered');
    expect(provider.verifyCallback(signed.body, signed.headers)).toEqual({
      providerReference: reference,
      paymentCuid: 'cpayment1',
      outcome: 'PAID',
      amount: 1250,
    });
  });

  it('keeps an existing query string on the return URL', async () => {
    const { post } = await setup({ returnUrl: 'https://shop.example/return?order=42#top' });
    const response = await post('CANCELLED');
    expect(response.headers.get('location')).toBe(
      'https://shop.example/return?order=42&payment=cancelled#top',
    );
  });

  it('answers 400 to an unknown outcome without delivering anything', async () => {
    const { post, deliver } = await setup();
    expect((await post('REFUNDED')).status).toBe(400);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('answers 404 to unknown references', async () => {
    const { app, deliver } = await setup();
    const unknown = `/sandbox/payments/sbx_${'f'.repeat(32)}`;
    expect((await app.request(unknown)).status).toBe(404);
    expect((await app.request('/sandbox/payments/not-a-reference')).status).toBe(404);
    const posted = await app.request(unknown, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=PAID',
    });
    expect(posted.status).toBe(404);
    expect(deliver).not.toHaveBeenCalled();
  });
});
