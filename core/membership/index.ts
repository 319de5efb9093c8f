export * from './membership.rules';
export * from './membership.schemas';
