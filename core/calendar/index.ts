export * from './calendar.rules';
