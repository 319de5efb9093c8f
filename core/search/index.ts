export * from './search.rules';
