export { createApp } from './app';
export type { AppDeps } from './context';
