export * from './booking.rules';
export * from './booking.schemas';
export * from './booking-form.machine';
export * from './schedule.rules';
