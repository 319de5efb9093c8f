export * from './eligibility.rules';
export * from './pricing.rules';
export * from './reference.rules';
