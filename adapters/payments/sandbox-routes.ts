import type { Env, Hono } from 'hono';
import type { PaymentEvent, PaymentIntent, PaymentOutcome } from './provider';
import { SANDBOX_REFERENCE_PATTERN, type SandboxProvider, type SignedSandboxEvent } from './sandbox';
import { type SandboxLocale, sandboxPaymentPage } from './sandbox-page';

export interface SandboxRoutesDeps {
  provider: SandboxProvider;
  /** Hands the signed callback to the server's own webhook handler, in-process, as a real PSP would by HTTP. */
  deliver: (signed: SignedSandboxEvent) => Promise<void>;
}

const OUTCOMES: ReadonlySet<string> = new Set<PaymentOutcome>(['PAID', 'FAILED', 'CANCELLED']);
const isOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === 'string' && OUTCOMES.has(value);

/** Strict CSP: the page has no script at all, only an inline stylesheet. No form-action: the 303 may leave the origin. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

function pickLocale(requested: string | undefined, intended: SandboxLocale | undefined): SandboxLocale {
  if (requested === 'en' || requested === 'fr') return requested;
  return intended === 'en' ? 'en' : 'fr';
}

/** The return URL with `payment=<outcome>` set, keeping whatever query and fragment it already had. */
export function returnUrlWithOutcome(returnUrl: string, outcome: PaymentOutcome): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', outcome.toLowerCase());
  return url.toString();
}

/** The hosted page of the sandbox provider and the form post that "settles" the payment. */
export function sandboxRoutes<E extends Env>(app: Hono<E>, { provider, deliver }: SandboxRoutesDeps): void {
  // The reference shape is checked first so arbitrary strings never reach the store.
  const loadIntent = async (reference: string): Promise<PaymentIntent | null> =>
    SANDBOX_REFERENCE_PATTERN.test(reference) ? provider.store.load(reference) : null;

  app.get('/sandbox/payments/:reference', async (c) => {
    const reference = c.req.param('reference');
    const intent = await loadIntent(reference);
    if (!intent) {
      return c.text('Unknown sandbox payment / Paiement de test inconnu', 404, {
        'cache-control': 'no-store',
      });
    }
    const locale = pickLocale(c.req.query('locale'), intent.locale);
    return c.html(sandboxPaymentPage({ reference, intent, locale }), 200, PAGE_HEADERS);
  });

  app.post('/sandbox/payments/:reference', async (c) => {
    const reference = c.req.param('reference');
    const intent = await loadIntent(reference);
    if (!intent) {
      return c.text('Unknown sandbox payment / Paiement de test inconnu', 404, {
        'cache-control': 'no-store',
      });
    }
    const form = await c.req.parseBody();
    const outcome = form.outcome;
    if (!isOutcome(outcome)) {
      return c.text('outcome must be PAID, FAILED or CANCELLED', 400, { 'cache-control': 'no-store' });
    }
    const event: PaymentEvent = {
      providerReference: reference,
      paymentCuid: intent.paymentCuid,
      outcome,
      amount: intent.amount,
    };
    // Delivered before redirecting, so the return page already sees the settled payment.
    await deliver(provider.signEvent(event));
    return c.redirect(returnUrlWithOutcome(intent.returnUrl, outcome), 303);
  });
}
