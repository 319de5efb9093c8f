import { Link } from 'react-aria-components';
import { calendarCalls } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import './calendar.css';

type CalendarKind = 'registration' | 'booking' | 'request';

const CALLS = {
  registration: calendarCalls.registrationCalendar,
  booking: calendarCalls.bookingCalendar,
  request: calendarCalls.requestCalendar,
} as const;

/** Where an order's .ics is downloaded (the API's own path, no language prefix). */
export function calendarFileHref(kind: CalendarKind, cuid: string): string {
  return CALLS[kind].path.replace(':cuid', encodeURIComponent(cuid));
}

/**
 * "Add to calendar" (issue 20 item 1): a download of the order's RFC 5545 file, one event per session, that
 * calendar apps import. A browser download, not a background call, so the browser keeps the file's name.
 */
export function AddToCalendarLink({
  kind,
  cuid,
  title,
}: {
  kind: CalendarKind;
  cuid: string;
  /** What is added, for screen readers ("Add Stage multisport to my calendar"). */
  title: string;
}) {
  const { t } = useT();
  return (
    <Link
      className="button calendar-add"
      href={calendarFileHref(kind, cuid)}
      download
      aria-label={t('account.calendar.addNamed', { title })}
    >
      <svg className="calendar-add__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      {t('account.calendar.add')}
    </Link>
  );
}
