import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  Popover,
} from 'react-aria-components';
import {
  availabilityCalendar,
  bookingAddHref,
  isSlotBookable,
  linkPrice,
  nextAvailableDate,
  slotDay,
} from '../../core/booking/index';
import { locationName } from '../../core/catalogue/index';
import type { Resource, ResourceSlot } from '../../core/schemas/index';
import { formatDate, type PlainDate, shiftWeek } from '../../core/time/index';
import type { MaybeRead } from '../app/data/useRead';
import { useT } from '../i18n/react';
import { LocalLink } from '../shell/LocalLink';
import './bookings.css';
import { CalendarHeader } from '../forms/CalendarHeader';
import { useFormat } from '../kit/format/index';

/**
 * One slot of a schedule: a link to /cart/bookings/add with its first price when it can be booked now,
 * otherwise its time and why it cannot (booked, being booked, past).
 */
export function SlotChip({
  resource,
  slot,
  now,
  compact = false,
}: {
  resource: Resource;
  slot: ResourceSlot;
  now: string;
  compact?: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  const time = format.instant(slot.start_at, 'time');
  const price = linkPrice(slot.prices);
  if (isSlotBookable(slot, now) && price) {
    const amount = format.money(price.amount);
    return (
      <LocalLink
        href={bookingAddHref({ resource: resource.cuid, start_at: slot.start_at, ...price })}
        className={`bookings-slot bookings-slot--free${compact ? ' bookings-slot--compact' : ''}`}
      >
        {/* The name reads the visible time and price after their context (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">
          {t('bookings.schedule.bookSlot', {
            resource: resource.name,
            date: format.day(slotDay(slot.start_at), 'withoutYear'),
          })}{' '}
        </span>
        <span className="bookings-slot__time">{time}</span>{' '}
        <span className="bookings-slot__price">{t('bookings.schedule.from', { price: amount })}</span>
      </LocalLink>
    );
  }
  const status = slot.status === 'FREE' ? 'PAST' : slot.status;
  return (
    <span
      className={`bookings-slot bookings-slot--unavailable${compact ? ' bookings-slot--compact' : ''}`}
      data-status={status}
    >
      <span className="bookings-slot__time">{time}</span>
      <span className="bookings-slot__status">{t(`bookings.schedule.status.${status}`)}</span>
    </span>
  );
}

/** The resource's image, name and location above its slots. */
export function ResourceHeader({ resource, headingLevel = 3 }: { resource: Resource; headingLevel?: 3 | 4 }) {
  const image = resource.images[0]?.public_url;
  const location = resource.location ? locationName(resource.location) : null;
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <header className="bookings-resource__header">
      {image ? (
        <img className="thumbnail bookings-resource__image" src={image} alt="" loading="lazy" />
      ) : null}
      <div>
        <Title className="bookings-resource__name">{resource.name}</Title>
        {location ? <p className="bookings-muted">{location}</p> : null}
      </div>
    </header>
  );
}

/**
 * "calendar popover with weeks starting Monday, days with availability marked, selectable range limited to
 * first to last available date". Nothing shows while no date is available.
 */
export function ScheduleCalendar({
  freeDates,
  selected,
  onSelect,
}: {
  freeDates: readonly string[];
  selected: PlainDate;
  onSelect: (date: string) => void;
}) {
  const { t } = useT();
  const calendar = availabilityCalendar(freeDates);
  if (calendar === null) return null;
  const marked = new Set(calendar.marked);
  const selectedText = selected.toString();
  const inRange = selectedText >= calendar.first && selectedText <= calendar.last;
  return (
    <DialogTrigger>
      <Button className="button bookings-calendar__trigger">
        <svg className="bookings-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('bookings.schedule.chooseDate')}
      </Button>
      <Popover className="bookings-popover" placement="bottom end">
        <Dialog className="month-calendar-dialog" aria-label={t('bookings.schedule.chooseDate')}>
          {({ close }) => (
            <>
              <Calendar
                className="bookings-calendar"
                firstDayOfWeek="mon"
                minValue={parseDate(calendar.first)}
                maxValue={parseDate(calendar.last)}
                value={inRange ? parseDate(selectedText) : null}
                defaultFocusedValue={parseDate(inRange ? selectedText : calendar.first)}
                onChange={(date) => {
                  onSelect(date.toString());
                  close();
                }}
              >
                <CalendarHeader block="bookings-calendar" />
                <CalendarGrid className="month-calendar__grid">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={({ date: day }) =>
                        marked.has(day.toString())
                          ? 'month-calendar__cell bookings-calendar__cell bookings-calendar__cell--available'
                          : 'month-calendar__cell bookings-calendar__cell'
                      }
                    />
                  )}
                </CalendarGrid>
              </Calendar>
              <p className="bookings-calendar__legend">
                <span className="bookings-calendar__dot" aria-hidden="true" />{' '}
                {t('bookings.schedule.calendarLegend')}
              </p>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** Loading, failed, no resources: the states a schedule shows instead of its slots. */
export function ScheduleMessage({
  kind,
  onRetry,
}: {
  kind: 'loading' | 'error' | 'no-results';
  onRetry?: () => void;
}) {
  const { t } = useT();
  if (kind === 'loading') {
    return (
      <div className="bookings-message" aria-busy="true">
        <output>{t('bookings.schedule.loading')}</output>
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className="bookings-message bookings-message--error" role="alert">
        <p>{t('bookings.schedule.error')}</p>
        {onRetry ? (
          <Button className="button" onPress={onRetry}>
            {t('bookings.schedule.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return <p className="bookings-message">{t('bookings.schedule.noResults')}</p>;
}

/** "empty schedule": nothing in the week or day shown, with the next day that has a free slot as a button. */
export function EmptySchedule({
  text,
  freeDates,
  after,
  onSelect,
}: {
  text: string;
  freeDates: readonly string[] | null;
  after: PlainDate;
  onSelect: (date: string) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const next = freeDates ? nextAvailableDate(freeDates, after) : null;
  return (
    <div className="bookings-message">
      <p>{text}</p>
      {next ? (
        <Button className="button button--primary" onPress={() => onSelect(next)}>
          {t('bookings.schedule.nextDate', { date: format.day(next, 'full') })}
        </Button>
      ) : freeDates ? (
        <p className="bookings-muted">{t('bookings.schedule.noneLeft')}</p>
      ) : null}
    </div>
  );
}

/** "empty schedule" for a week: the next free day after its last one. */
export function EmptyWeek({
  days,
  today,
  freeDates,
  onSelect,
}: {
  days: PlainDate[];
  today: PlainDate;
  freeDates: MaybeRead<string[]>;
  onSelect: (date: string) => void;
}) {
  const { t } = useT();
  return (
    <EmptySchedule
      text={t('bookings.schedule.emptyWeek')}
      freeDates={freeDates.status === 'ready' ? freeDates.data : null}
      after={days[6] ?? today}
      onSelect={onSelect}
    />
  );
}

/** A toolbar: previous, the period shown, next, then the calendar popover once the free dates are read. */
export function ScheduleToolbar({
  title,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  freeDates,
  selected,
  onSelect,
}: {
  title: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  freeDates: MaybeRead<string[]>;
  selected: PlainDate;
  onSelect: (date: string) => void;
}) {
  return (
    <div className="control-row bookings-toolbar">
      <div className="control-row__stepper">
        <Button className="button bookings-toolbar__nav" onPress={onPrevious} aria-label={previousLabel}>
          <span aria-hidden="true">‹</span>
        </Button>
        <p className="bookings-toolbar__title" aria-live="polite">
          {title}
        </p>
        <Button className="button bookings-toolbar__nav" onPress={onNext} aria-label={nextLabel}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {freeDates.status === 'ready' ? (
        <ScheduleCalendar freeDates={freeDates.data} selected={selected} onSelect={onSelect} />
      ) : null}
    </div>
  );
}

/** The toolbar of a week: its first day as the title, the previous and next weeks either side. */
export function WeekToolbar({
  date,
  firstDay,
  freeDates,
  onSelect,
}: {
  date: PlainDate;
  firstDay: PlainDate;
  freeDates: MaybeRead<string[]>;
  onSelect: (date: string) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ScheduleToolbar
      title={t('bookings.schedule.week', { date: format.day(formatDate(firstDay), 'full') })}
      previousLabel={t('bookings.schedule.previousWeek')}
      nextLabel={t('bookings.schedule.nextWeek')}
      onPrevious={() => onSelect(formatDate(shiftWeek(date, -1)))}
      onNext={() => onSelect(formatDate(shiftWeek(date, 1)))}
      freeDates={freeDates}
      selected={date}
      onSelect={onSelect}
    />
  );
}

/** A cell of a schedule grid: the slot starting there, or a dash read as "no slot". */
export function GridCell({
  resource,
  slot,
  now,
}: {
  resource: Resource;
  slot: ResourceSlot | null;
  now: string;
}) {
  const { t } = useT();
  return (
    <td>
      {slot ? (
        <SlotChip resource={resource} slot={slot} now={now} compact />
      ) : (
        <span className="bookings-grid__none">
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">{t('bookings.schedule.noSlot')}</span>
        </span>
      )}
    </td>
  );
}
