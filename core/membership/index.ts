export * from './membership.rules';
export * from './membership.schemas';
export * from './product-cart.rules';
