export * from './checkout.machine';
export * from './checkout.rules';
