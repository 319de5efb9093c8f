import { request } from 'node:http';
import { TEST_ADDRESS } from '../../adapters/server/test-customers';

/** What a simulated customer ended with. */
export type CustomerOutcome = 'ordered' | 'paid' | 'refused';

export interface CustomerPlan {
  email: string;
  availability: { id: number; dates: number[] };
  /** Pays online through the sandbox page and its webhook instead of by bank transfer. */
  paysOnline: boolean;
}

export interface ShopAddress {
  port: number;
  host: string;
  /** The FR organiser's required participant field ("Sait nager"). */
  swimFieldId: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  location: string | null;
}

/** The server is down (killed, restarting): the request may or may not have been applied. */
export class ServerUnreachable extends Error {}
/** The server answered 503 DATABASE_UNAVAILABLE: it lost its database for a moment; nothing was applied. */
export class DatabaseUnavailable extends Error {}

/** Why a step had to be repeated: no answer at all, or a 503 from a server that lost its database. */
export type Interruption = 'unreachable' | 'database-unavailable';

const RETRY_DELAY_MS = 150;
const GIVE_UP_AFTER_MS = 180_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One browser: keeps its session cookie and says where state-changing requests come from (the CSRF check).
 * A connection error becomes ServerUnreachable; every other answer is returned as is.
 */
class Browser {
  private cookie: string | null = null;
  constructor(
    private readonly shop: ShopAddress,
    private readonly ip: string,
  ) {}

  send(method: string, path: string, body?: string, contentType = 'application/json'): Promise<Answer> {
    const host = `${this.shop.host}:${this.shop.port}`;
    const headers: Record<string, string> = { host, 'accept-language': 'fr' };
    if (method !== 'GET') headers.origin = `http://${host}`;
    if (this.cookie) headers.cookie = this.cookie;
    headers['x-forwarded-for'] = this.ip;
    if (body !== undefined) {
      headers['content-type'] = contentType;
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((done, fail) => {
      const outgoing = request(
        { host: '127.0.0.1', port: this.shop.port, method, path, headers, agent: false },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('error', () => fail(new ServerUnreachable(`${method} ${path}`)));
          incoming.on('end', () => {
            const setCookie = incoming.headers['set-cookie']?.[0];
            if (setCookie) {
              const [pair] = setCookie.split(';');
              this.cookie = pair?.endsWith('=') ? null : (pair ?? null);
            }
            let parsed: Record<string, unknown> = {};
            if (text.startsWith('{')) parsed = JSON.parse(text) as Record<string, unknown>;
            if (incoming.statusCode === 503 && parsed.error === 'DATABASE_UNAVAILABLE') {
              return fail(new DatabaseUnavailable(`${method} ${path}`));
            }
            done({
              status: incoming.statusCode ?? 0,
              body: parsed,
              location: incoming.headers.location ?? null,
            });
          });
        },
      );
      outgoing.on('error', () => fail(new ServerUnreachable(`${method} ${path}`)));
      outgoing.end(body);
    });
  }

  json(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body));
  }
}

const interruptionOf = (error: unknown): Interruption | null =>
  error instanceof ServerUnreachable
    ? 'unreachable'
    : error instanceof DatabaseUnavailable
      ? 'database-unavailable'
      : null;

/** Repeats one step while the server is unreachable or without its database, as a customer pressing the button again would. */
async function retried<T>(step: () => Promise<T>, onDown: (why: Interruption) => void): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await step();
    } catch (error) {
      const why = interruptionOf(error);
      if (why === null || Date.now() - started > GIVE_UP_AFTER_MS) throw error;
      onDown(why);
      await sleep(RETRY_DELAY_MS);
    }
  }
}

/** A stable address in the benchmarking range (198.18.0.0/15, RFC 2544) per customer, from their e-mail. */
function customerIp(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >> 8) & 255}.${hash & 255}`;
}

const unexpected = (what: string, answer: Answer) =>
  new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);

/**
 * Register (or sign in when a lost answer had registered already), add one seat to the cart (unless a lost
 * answer had added it), check out (idempotent on the cart), and pay on the sandbox page when paying online.
 * `onDown` is called every time a request found the server down.
 */
export async function runCustomer(
  shop: ShopAddress,
  plan: CustomerPlan,
  onDown: (why: Interruption) => void,
): Promise<CustomerOutcome> {
  const browser = new Browser(shop, customerIp(plan.email));
  const password = 'crash-password';
  await retried(async () => {
    const registered = await browser.json('POST', '/api/auth/register', {
      firstname: 'Crash',
      lastname: 'Client',
      email: plan.email,
      phone: '+32 470 00 00 00',
      password,
      terms: true,
      address: TEST_ADDRESS,
      custom_data: [],
      participant: {
        firstname: 'Robin',
        lastname: 'Crash',
        birthdate: '2018-06-01',
        custom_data: [{ field_id: shop.swimFieldId, data: 'Oui' }],
      },
    });
    if (registered.status === 200) return;
    if (registered.status !== 409) throw unexpected('register', registered);
    const login = await browser.json('POST', '/api/auth/login', { email: plan.email, password });
    if (login.status !== 200) throw unexpected('login', login);
  }, onDown);

  const participantId = await retried(async () => {
    const list = await browser.json('GET', '/api/participants');
    const first = (list.body.data as Array<{ id: number }> | undefined)?.[0];
    if (list.status !== 200 || !first) throw unexpected('participants', list);
    return first.id;
  }, onDown);

  const cartId = await retried(async (): Promise<number | null> => {
    const current = await browser.json('GET', '/api/carts/current');
    const open = current.body.cart as { id: number; items: unknown[] } | null;
    if (open && open.items.length > 0) return open.id;
    const added = await browser.json('POST', '/api/carts/items', {
      registrations: [
        {
          availability_id: plan.availability.id,
          participant_id: participantId,
          quantity: 1,
          availability_dates: plan.availability.dates.map((date_id) => ({ date_id })),
        },
      ],
    });
    if (added.status === 409) return null;
    if (added.status !== 200) throw unexpected('add to cart', added);
    return (added.body.cart as { id: number }).id;
  }, onDown);
  if (cartId === null) return 'refused';

  for (;;) {
    const checkout = await retried(
      () =>
        browser.json('POST', '/api/carts/checkout', {
          cart_id: cartId,
          payment_strategy: plan.paysOnline ? 'IMMEDIATE' : 'DELAYED',
          terms: true,
        }),
      onDown,
    );
    if (checkout.status === 409) return 'refused';
    if (checkout.status !== 200) throw unexpected('checkout', checkout);
    const paymentUrl = checkout.body.next_action_url;
    if (typeof paymentUrl !== 'string') return 'ordered';
    try {
      // The sandbox page's form post: its webhook settles the payment before the 303 back to the shop.
      const paid = await browser.send(
        'POST',
        new URL(paymentUrl).pathname,
        'outcome=PAID',
        'application/x-www-form-urlencoded',
      );
      if (paid.status !== 303) throw unexpected('sandbox payment', paid);
      return 'paid';
    } catch (error) {
      const why = interruptionOf(error);
      if (why === null) throw error;
      // Paying again after a crash starts over from the checkout, which answers the same payment page.
      onDown(why);
      await sleep(RETRY_DELAY_MS);
    }
  }
}
