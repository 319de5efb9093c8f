export {
  type PaymentEvent,
  type PaymentIntent,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentSignatureError,
  type ProviderSession,
  type SessionOptions,
} from './provider';
export {
  createSandboxProvider,
  memorySandboxStore,
  SANDBOX_SIGNATURE_HEADER,
  SandboxIdempotencyError,
  type SandboxProvider,
  type SandboxProviderConfig,
  type SandboxSessionStore,
  type SignedSandboxEvent,
} from './sandbox';
export { escapeHtml, type SandboxLocale, sandboxPaymentPage } from './sandbox-page';
export { returnUrlWithOutcome, type SandboxRoutesDeps, sandboxRoutes } from './sandbox-routes';
