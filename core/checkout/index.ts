export * from './cart-confirmation.rules';
export * from './checkout.machine';
export * from './checkout.rules';
export * from './payment-retry.rules';
