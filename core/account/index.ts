export * from './account.rules';
export * from './amount-due.rules';
export * from './attendance.rules';
