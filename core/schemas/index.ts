/** The one contract between browser and server: entities (part 1 §3), calls (part 2 §7), validation (part 2 §5). */
export * from './calls/index';
export * from './entities/account';
export * from './entities/cart';
export * from './entities/catalogue';
export * from './entities/customer';
export * from './entities/website';
export * from './limits';
export * from './primitives';
export * from './validation/account';
export * from './validation/custom-fields';
export * from './validation/forms';
export * from './validation/site';
