export * from './add-form.machine';
export * from './add-form.rules';
export * from './cart.machine';
export * from './cart.rules';
export * from './cart-limits.rules';
export * from './discount-lines.rules';
export * from './multi-add.rules';
