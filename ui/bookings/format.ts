import type { TFunction } from 'i18next';
import { durationFromSeconds } from '../../core/time/index';

/** A duration in seconds as "1 heure 30 minutes". */
export function formatDuration(seconds: number, t: TFunction): string {
  const duration = durationFromSeconds(seconds);
  const parts = [
    duration.hours > 0 ? t('bookings.duration.hours', { count: duration.hours }) : null,
    duration.minutes > 0 ? t('bookings.duration.minutes', { count: duration.minutes }) : null,
    duration.seconds > 0 ? t('bookings.duration.seconds', { count: duration.seconds }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : t('bookings.duration.seconds', { count: 0 });
}
