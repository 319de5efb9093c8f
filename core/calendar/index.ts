export {
  type CalendarEvent,
  type CalendarOrder,
  type CalendarSession,
  calendarEvents,
  calendarFilename,
  feedPath,
  feedTokenOf,
  feedWindowStart,
  isInFeedWindow,
  requestSessionState,
} from './calendar.rules';
