export * from './schema';
export { openDatabase, POSTCODE_KM, UNICODE_LOWER, type Db } from './client';
export { applyMigrations, MIGRATIONS_DIR } from './migrate';
export { appliedMigration, codeMigrations, namedMigration, NewerSchemaError, refuseNewerSchema, type SchemaMigration } from './schema-version';
export { decodedSizeColumns, syncListingSizes, SIZE_TABLE_FINGERPRINT, type DecodedSizeColumns } from './sizes';
