export * from './lists.rules';
