export * from './form-toast.machine';
export * from './html-policy';
export * from './page-elements';
export * from './shell.machine';
export * from './site.rules';
export * from './theme.rules';
export * from './page-urls';
