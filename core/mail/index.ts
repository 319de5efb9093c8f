export * from './mail-jobs.rules';
