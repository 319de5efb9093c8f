export * from './duration';
export { Temporal } from './temporal';
export * from './time';
