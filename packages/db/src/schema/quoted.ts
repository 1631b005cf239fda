import { sql } from 'drizzle-orm';

/** A constant list as SQL literals, for CHECK constraints that mirror a shared enum. */
export const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(','));
