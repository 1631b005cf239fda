import type { UserRow } from '@mpx/db';
import type { State } from '@mpx/shared';
import { iso } from '../time';

/** The contract's user shapes (§12), each built in one place so no field leaks by accident. */

export function toMe(u: UserRow) {
  return {
    user_id: u.id,
    email: u.email,
    name: u.name,
    nickname: u.nickname,
    location_state: u.locationState as State,
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

export type SellerSource = Pick<UserRow, 'id' | 'name' | 'nickname' | 'locationState' | 'averageRating' | 'ratingCount'>;

export function toSellerSummary(u: SellerSource) {
  return {
    user_id: u.id,
    name: u.name,
    nickname: u.nickname,
    location_state: u.locationState as State,
    average_rating: u.averageRating,
    rating_count: u.ratingCount,
  };
}
export type SellerSummary = ReturnType<typeof toSellerSummary>;

export function toPublicUser(u: UserRow) {
  return { ...toSellerSummary(u), join_date: iso(u.joinDate) };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export function toUserMini(u: Pick<UserRow, 'id' | 'name' | 'nickname'>) {
  return { user_id: u.id, name: u.name, nickname: u.nickname };
}
export type UserMini = ReturnType<typeof toUserMini>;
