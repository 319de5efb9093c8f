/** What the checkout asks a payment provider to collect. */
export interface PaymentIntent {
  paymentCuid: string;
  /** EUR minor units (cents), strictly positive. */
  amount: number;
  description: string;
  /** Absolute URL the browser goes back to once the customer has decided. */
  returnUrl: string;
  /** The customer's language: the hosted page speaks it. */
  locale: 'fr' | 'en';
}

/** A hosted payment session: where to send the browser and how the provider names it. */
export interface ProviderSession {
  providerReference: string;
  redirectUrl: string;
}

export type PaymentOutcome = 'PAID' | 'FAILED' | 'CANCELLED';

/** A provider's authenticated statement about a payment, read from its webhook callback. */
export interface PaymentEvent {
  providerReference: string;
  paymentCuid: string;
  outcome: PaymentOutcome;
  amount: number;
}

/** How a session is asked for, besides what it collects. */
export interface SessionOptions {
  /**
   * One key per payment (`paymentIdempotencyKey`): asked again with the same key, the provider answers the
   * session it opened the first time instead of opening another, so concurrent or retried checkouts of one
   * payment never leave orphan sessions. A real provider's adapter passes it through as the provider's own
   * idempotency key (the `Idempotency-Key` header of most PSP APIs); when the provider refuses a request
   * while an earlier one with the same key is still running, the adapter waits and asks again.
   */
  idempotencyKey: string;
}

/** The port every payment provider (sandbox, real PSPs) implements. */
export interface PaymentProvider {
  name: string;
  createSession(intent: PaymentIntent, options: SessionOptions): Promise<ProviderSession>;
  /** Authenticates and parses a webhook call; throws PaymentSignatureError on anything untrustworthy. */
  verifyCallback(rawBody: string, headers: Headers | Record<string, string | undefined>): PaymentEvent;
}

/** A callback that cannot be proven to come from the provider: never act on it. */
export class PaymentSignatureError extends Error {
  readonly code = 'PAYMENT.INVALID_SIGNATURE';

  constructor(message = 'invalid payment callback signature') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}
