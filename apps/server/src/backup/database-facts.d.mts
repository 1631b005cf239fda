import type Database from 'better-sqlite3';

export interface DatabaseFacts {
  members: number;
  listings: number;
  /** null for a database no migration was ever applied to. */
  migratedAt: number | null;
}

export function databaseFacts(db: Database.Database): DatabaseFacts;
