export * from './request.machine';
export * from './request.rules';
export * from './request-form.rules';
export * from './request-selection.rules';
