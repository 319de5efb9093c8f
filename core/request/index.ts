export * from './request.machine';
export * from './request.rules';
