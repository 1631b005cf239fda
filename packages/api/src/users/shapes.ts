import type { UserRow } from '@mpx/db';
import { isOneOf, STATES, type State } from '@mpx/shared';
import { iso } from '../time';

/** The contract's user shapes (api §12), each built in one place so no field leaks by accident. */

export function toMe(u: UserRow) {
  return {
    user_id: u.id,
    email: u.email,
    name: u.name,
    nickname: u.nickname,
    location_state: u.locationState,
    location_postcode: u.locationPostcode,
    is_admin: u.isAdmin,
    email_verified: u.emailVerified,
    status: u.status,
    paypal_link: u.paypalLink,
    email_notifications: u.emailNotifications,
    average_rating: u.averageRating,
    rating_count: u.ratingCount,
  };
}
export type Me = ReturnType<typeof toMe>;

export function toOwnProfile(u: UserRow) {
  return { ...toMe(u), join_date: iso(u.joinDate) };
}
export type OwnProfile = ReturnType<typeof toOwnProfile>;

/**
 * A seller from a user row or from a listing query's joined columns. The latter are raw SQL and
 * carry the state as a plain string, so it is checked here (the table's CHECK keeps it valid).
 */
export type SellerSource = Pick<UserRow, 'id' | 'name' | 'nickname' | 'averageRating' | 'ratingCount'> & { locationState: string };

function stateOf(value: string): State {
  if (!isOneOf(STATES, value)) throw new Error(`Unknown location_state ${JSON.stringify(value)} in a user row`);
  return value;
}

export function toSellerSummary(u: SellerSource) {
  return {
    user_id: u.id,
    name: u.name,
    nickname: u.nickname,
    location_state: stateOf(u.locationState),
    average_rating: u.averageRating,
    rating_count: u.ratingCount,
  };
}
export type SellerSummary = ReturnType<typeof toSellerSummary>;

export function toPublicUser(u: UserRow) {
  return { ...toSellerSummary(u), join_date: iso(u.joinDate) };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

/**
 * The user a message, notification or rating is from or to. Kept with the user shapes because
 * notifications sit below messages and may not reach into them for it.
 */
export type MiniSource = Pick<UserRow, 'id' | 'name' | 'nickname'>;

export function toUserMini(u: MiniSource) {
  return { user_id: u.id, name: u.name, nickname: u.nickname };
}
export type UserMini = ReturnType<typeof toUserMini>;
