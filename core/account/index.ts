export * from './account.rules';
