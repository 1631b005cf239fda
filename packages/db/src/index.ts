export * from './schema';
export { openDatabase, UNICODE_LOWER, type Db } from './client';
export { applyMigrations, MIGRATIONS_DIR } from './migrate';
export { decodedSizeColumns, syncListingSizes, SIZE_TABLE_FINGERPRINT, type DecodedSizeColumns } from './sizes';
