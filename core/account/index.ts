export * from './account.rules';
export * from './attendance.rules';
