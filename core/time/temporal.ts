import type { Temporal as TemporalNamespace } from '@js-temporal/polyfill';

/**
 * The Temporal namespace: the platform's own when it has one (current Chromium does), otherwise the
 * polyfill, loaded lazily so browsers with native Temporal never download it.
 */
const native = (globalThis as { Temporal?: typeof TemporalNamespace }).Temporal;

export const Temporal: typeof TemporalNamespace = native ?? (await import('@js-temporal/polyfill')).Temporal;

export type { TemporalNamespace };
