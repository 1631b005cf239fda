export * from './schema';
export { openDatabase, type Db } from './client';
export { applyMigrations, MIGRATIONS_DIR } from './migrate';
