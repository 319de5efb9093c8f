export * from './cart-confirmation.rules';
export * from './checkout.machine';
export * from './checkout.rules';
export * from './decide-checkout';
export * from './payment-retry.rules';
