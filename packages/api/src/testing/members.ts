import { users, type Db, type UserRow } from '@mpx/db';
import type { State } from '@mpx/shared';

/**
 * A member row for the package's unit tests, with the schema's defaults for everything a test
 * does not name. Tests only: the API creates members through registration.
 */
export function insertMember(db: Db, email: string, state: State = 'VIC'): UserRow {
  return db.insert(users).values({ email, passwordHash: 'h', name: email, locationState: state, locationPostcode: '3000', joinDate: 0 }).returning().get();
}
