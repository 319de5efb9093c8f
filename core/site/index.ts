export * from './default-pages';
export * from './form-toast.machine';
export * from './html-policy';
export * from './page-elements';
export * from './page-urls';
export * from './shell.machine';
export * from './site.rules';
export * from './theme.rules';
