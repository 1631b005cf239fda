import type { SetupPiece } from '@mpx/shared';
import type { Me, OwnProfile, SiteConfig } from '../lib/apiTypes';

export const SITE_CONFIG: SiteConfig = {
  siteName: 'Test Brass Exchange',
  shortSiteName: 'Test Exchange',
  contactEmail: 'hello@example.test',
};

export function member(overrides: Partial<Me> = {}): Me {
  return {
    user_id: 7,
    email: 'sam@example.test',
    name: 'Sam Lee',
    nickname: 'Tromba',
    location_state: 'VIC',
    location_postcode: '3000',
    is_admin: false,
    email_verified: true,
    status: 'active',
    paypal_link: null,
    email_notifications: true,
    average_rating: 4.5,
    rating_count: 2,
    ...overrides,
  };
}

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return { ...member(), join_date: '2025-01-02T03:04:05.000Z', ...overrides };
}

/** A setup's current Bach 7C trumpet piece, decoded (rim 16.2 mm, measured). */
export const BACH_7C: SetupPiece = {
  instrument_type: 'Trumpet',
  brand: 'Bach',
  size: '7C',
  size_id: 'bach|7C',
  size_note: null,
  rim_mm: 16.2,
  rim_source: 'measured',
  current: true,
};
