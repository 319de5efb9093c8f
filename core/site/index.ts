export * from './form-toast.machine';
export * from './shell.machine';
export * from './site.rules';
