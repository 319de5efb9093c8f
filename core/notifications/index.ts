export * from './notifications.machine';
export * from './notifications.rules';
