import type { UserRow } from '@mpx/db';
import type { AdminUser } from '@mpx/shared';
import { iso } from '../time';
import { toSellerSummary } from '../users/shapes';

/** The columns an `AdminUser` shows, as the users queries of this area select them. */
export type AdminUserSource = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'nickname' | 'locationPostcode' | 'emailVerified' | 'isAdmin' | 'status' | 'joinDate' | 'averageRating' | 'ratingCount'
> & { locationState: string; listingCount: number };

/** api §12 AdminUser: built in one place, so no other column (a password hash) can reach an admin's screen. */
export function toAdminUser(u: AdminUserSource): AdminUser {
  const seller = toSellerSummary(u);
  return {
    user_id: u.id,
    email: u.email,
    name: u.name,
    nickname: u.nickname,
    location_state: seller.location_state,
    location_postcode: u.locationPostcode,
    email_verified: u.emailVerified,
    is_admin: u.isAdmin,
    status: u.status,
    join_date: iso(u.joinDate),
    average_rating: u.averageRating,
    rating_count: u.ratingCount,
    listing_count: u.listingCount,
  };
}
