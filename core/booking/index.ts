export * from './booking.rules';
