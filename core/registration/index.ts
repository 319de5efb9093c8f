export * from './cancellation.rules';
export * from './document.rules';
export * from './registration.rules';
export * from './registration-edit.machine';
export * from './registration-edit.rules';
export * from './registration-edit.selectors';
export * from './registration-update.rules';
