export { Temporal } from './temporal';
export * from './time';
