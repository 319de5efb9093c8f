export * from './waiting-list.machine';
export * from './waiting-list.rules';
