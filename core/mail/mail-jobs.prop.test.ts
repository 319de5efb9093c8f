import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from '../time/index';
import { instantAround } from '../time/test-support';
import {
  afterMailFailure,
  MAIL_JOB_MAX_ATTEMPTS,
  MAIL_RETRY_CAP_MS,
  MAIL_RETRY_FIRST_MS,
  mailRetryDelayMs,
  REMINDER_AFTER_END_MS,
  REMINDER_BEFORE_START_MS,
  registrationReminders,
} from './mail-jobs.rules';

const base = Date.UTC(2026, 10, 22, 10);
const instant = instantAround(base, 60 * 24 * 30, 60_000);
const ms = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

describe('mail job rules', () => {
  it('plans a reminder only in the future, at its offset from the availability', () => {
    fc.assert(
      fc.property(
        fc.option(instant, { nil: null }),
        fc.option(instant, { nil: null }),
        instant,
        (s, e, now) => {
          const { beforeStart, afterEnd } = registrationReminders({ start_at: s, end_at: e }, now);
          if (beforeStart !== null) {
            expect(ms(beforeStart)).toBe(ms(s ?? '') - REMINDER_BEFORE_START_MS);
            expect(ms(beforeStart)).toBeGreaterThan(ms(now));
          } else if (s !== null) expect(ms(s) - REMINDER_BEFORE_START_MS).toBeLessThanOrEqual(ms(now));
          if (afterEnd !== null) {
            expect(ms(afterEnd)).toBe(ms(e ?? '') + REMINDER_AFTER_END_MS);
            expect(ms(afterEnd)).toBeGreaterThan(ms(now));
          } else if (e !== null) expect(ms(e) + REMINDER_AFTER_END_MS).toBeLessThanOrEqual(ms(now));
        },
      ),
    );
  });

  // The membership expiration reminder, 14 days before the end and never in the past, is the book's SHOP-08
  // (specs/areas/screens-shop.spec.ts).

  it('backs off from 30 s, doubling, capped at an hour, and gives up after the last attempt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), instant, (attempts, now) => {
        const delay = mailRetryDelayMs(attempts);
        expect(delay).toBeGreaterThanOrEqual(MAIL_RETRY_FIRST_MS);
        expect(delay).toBeLessThanOrEqual(MAIL_RETRY_CAP_MS);
        expect(mailRetryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(delay);
        const next = afterMailFailure(attempts, now);
        if (attempts >= MAIL_JOB_MAX_ATTEMPTS) expect(next).toEqual({ status: 'failed' });
        else
          expect(next).toEqual({
            status: 'queued',
            runAt: Temporal.Instant.fromEpochMilliseconds(ms(now) + delay).toString(),
          });
      }),
    );
  });

  it('counter examples', () => {
    expect([1, 2, 3, 8].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
    expect(
      registrationReminders(
        { start_at: '2026-12-10T09:00:00Z', end_at: '2026-12-10T12:00:00Z' },
        '2026-11-22T10:00:00Z',
      ),
    ).toEqual({
      beforeStart: '2026-12-08T09:00:00Z',
      afterEnd: '2026-12-11T12:00:00Z',
    });
  });
});
