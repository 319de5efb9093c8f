import type { CSSProperties, ReactNode } from 'react';
import {
  dayWindow,
  type ScheduleSectionSettings,
  scheduleSettingsOrNothing,
  scheduleTimes,
  slotAt,
  slotsOfDay,
} from '../../core/booking/index';
import { formatDate } from '../../core/time/index';
import { useT } from '../i18n/react';
import type { ScheduleSectionProps } from './ResourcesScheduleSection';
import { useSlots } from './reads';
import { EmptySchedule, GridCell, ResourceHeader, ScheduleToolbar } from './ScheduleParts';
import { ScheduleSectionFrame, useSectionSchedule } from './SectionSchedule';
import { useScheduleBody } from './useScheduleBody';
import './bookings.css';
import { useFormat } from '../kit/format/index';

function DaySchedule({ settings, children }: { settings: ScheduleSectionSettings; children?: ReactNode }) {
  const { t } = useT();
  const format = useFormat();
  const schedule = useSectionSchedule(settings);
  const { now, search, resources, shown, freeDates, date } = schedule;
  const slots = useSlots(shown, date ? dayWindow(date) : null);
  const body = useScheduleBody(resources, slots, date, (daySlots, day) => {
    const ofDay = slotsOfDay(daySlots, day);
    if (ofDay.length === 0)
      return (
        <EmptySchedule
          text={t('bookings.schedule.emptyDay')}
          freeDates={freeDates.status === 'ready' ? freeDates.data : null}
          after={day}
          onSelect={search.setDate}
        />
      );
    return (
      <div className="bookings-grid-scroll">
        <table
          className="bookings-grid bookings-grid--daily"
          style={{ '--bookings-columns': shown?.length ?? 1 } as CSSProperties}
        >
          <caption className="visually-hidden">
            {t('bookings.schedule.dailyLabel')} — {format.day(formatDate(day), 'full')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bookings.schedule.time')}</th>
              {(shown ?? []).map((resource) => (
                <th key={resource.id} scope="col" abbr={resource.name}>
                  <ResourceHeader resource={resource} headingLevel={4} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scheduleTimes(ofDay).map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {(shown ?? []).map((resource) => (
                  <GridCell
                    key={resource.id}
                    resource={resource}
                    slot={
                      slotAt(
                        ofDay.filter((candidate) => candidate.resource_id === resource.id),
                        day,
                        time,
                      ) ?? null
                    }
                    now={now}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  });

  return (
    <ScheduleSectionFrame
      schedule={schedule}
      className="bookings-schedule bookings-schedule--daily"
      label={t('bookings.schedule.dailyLabel')}
      toolbar={
        date ? (
          <ScheduleToolbar
            title={format.day(formatDate(date), 'full')}
            previousLabel={t('bookings.schedule.previousDay')}
            nextLabel={t('bookings.schedule.nextDay')}
            onPrevious={() => search.setDate(formatDate(date.subtract({ days: 1 })))}
            onNext={() => search.setDate(formatDate(date.add({ days: 1 })))}
            freeDates={freeDates}
            selected={date}
            onSelect={search.setDate}
          />
        ) : null
      }
      body={body}
    >
      {children}
    </ScheduleSectionFrame>
  );
}

/**
 * "resources daily schedule" section (part 1 §2): one day (`date` in the query string, previous and next
 * day, a calendar popover), a column per resource and a row per slot start time.
 */
export function ResourcesDailyScheduleSection({ element, children }: ScheduleSectionProps) {
  const settings = scheduleSettingsOrNothing(element.settings);
  if (settings === null) return null;
  return <DaySchedule settings={settings}>{children}</DaySchedule>;
}
