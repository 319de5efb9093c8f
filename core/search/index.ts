export * from './search.constants';
export * from './search.rules';
