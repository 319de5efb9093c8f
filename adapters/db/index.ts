export {
  type Database,
  type DatabaseConfig,
  dropSchema,
  type OpenDatabase,
  openDatabase,
} from './connection';
export { containsPattern } from './like';
export { migrateToLatest } from './migrate';
export type * from './tables';
