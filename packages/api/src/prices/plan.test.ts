import { applyMigrations, openDatabase } from '@mpx/db';
import { describe, expect, it } from 'vitest';
import { SALES_BY_SIZE, SALES_OF_SIZE } from './service';

/** The price guide's two reads, planned on the migrated schema: each one index range, no table visit, no sort. */
describe('price guide query plans', () => {
  const db = openDatabase(':memory:');
  applyMigrations(db);
  const plan = (sql: string) =>
    db.$client
      .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql.replace(/\?/g, 'NULL')}`)
      .all()
      .map((row) => row.detail)
      .join('\n');

  it.each([
    ['a size', SALES_OF_SIZE],
    ['every size', SALES_BY_SIZE],
  ])('%s reads one covering range of listings_sold_size_idx', (_name, sql) => {
    expect(plan(sql)).toContain('USING COVERING INDEX listings_sold_size_idx');
    expect(plan(sql)).not.toContain('TEMP B-TREE');
  });
});
