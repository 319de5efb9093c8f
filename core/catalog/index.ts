export * from './age.rules';
export * from './catalog.rules';
export * from './catalog.schemas';
export * from './categories.rules';
export * from './filters.rules';
export * from './interface.rules';
export * from './schedule.rules';
export * from './weekly.rules';
