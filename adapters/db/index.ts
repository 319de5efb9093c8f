export {
  type Database,
  type DatabaseConfig,
  dropSchema,
  type OpenDatabase,
  openDatabase,
  type Transaction,
} from './connection';
export { containsPattern } from './like';
export { migrateToLatest, pendingMigrations } from './migrate';
export type * from './tables';
