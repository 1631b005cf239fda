/** Business constants from the product specification (product §9) and the API contract (api §0.4). */

export const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type State = (typeof STATES)[number];

export const STATE_NAMES: Record<State, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

export const CONDITIONS = ['New', 'Like New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const INSTRUMENT_TYPES = [
  'Trumpet',
  'Piccolo Trumpet',
  'Flugelhorn',
  'Cornet',
  'Tenor Trombone',
  'Bass Trombone',
  'Alto Trombone',
  'Contrabass Trombone',
  'French Horn',
  'Tuba',
  'Sousaphone',
  'Euphonium',
  'Baritone Horn',
  'Wagner Tuba',
  'Ophicleide',
  'Tenor Horn',
  'Mellophone',
] as const;

/** About fifty mouthpiece makers offered as suggestions; brand stays free text. */
export const BRANDS = [
  'Bach',
  'Schilke',
  'Denis Wick',
  'Warburton',
  'Yamaha',
  'Monette',
  'Lotus',
  'Curry',
  'Greg Black',
  'Stork',
  'Giddings',
  'Marcinkiewicz',
  'Laskey',
  'Conn',
  'King',
  'Holton',
  'Getzen',
  'Jupiter',
  'Blessing',
  'Hammond Design',
  'Doug Elliott',
  'Wedge',
  'GR',
  'Bob Reeves',
  'Parke',
  'Pickett',
  'Best Brass',
  'Breslmair',
  'Bruno Tilz',
  'JK (Josef Klier)',
  'Kelly',
  'Faxx',
  'Griego',
  'Houser',
  'Dillon',
  'Perantucci',
  'Conn-Selmer',
  'Vincent Bach Artisan',
  'Shires',
  'Edwards',
  'Rath',
  'Michael Rath',
  'Alliance',
  'Coppergate',
  'Osmun',
  'Atkinson',
  'Wick Heritage',
  'Sshhmute',
  'ACB (Austin Custom Brass)',
  'Helleberg',
  'Purviance',
  'Callet',
] as const;

export const LISTING_STATUSES = ['active', 'paused', 'sold', 'loaned', 'reserved', 'expired', 'deleted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Every status a listing answer can carry: a deleted listing is never answered. */
export const VISIBLE_LISTING_STATUSES = ['active', 'paused', 'sold', 'loaned', 'reserved', 'expired'] as const satisfies readonly ListingStatus[];
export type VisibleListingStatus = (typeof VISIBLE_LISTING_STATUSES)[number];

export const SORTS = ['newest', 'price_asc', 'price_desc', 'distance'] as const;
export type ListingSort = (typeof SORTS)[number];

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * Calls one tRPC HTTP request may batch. Each call counts toward the rate limits on its own; the
 * cap keeps one request from doing unbounded work before any limit can answer.
 */
export const MAX_BATCH_CALLS = 10;
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 5_242_880;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PHOTO_EXTENSIONS: Record<(typeof PHOTO_MIME_TYPES)[number], readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
export const MAX_PRICE_DOLLARS = 100_000;
export const DEFAULT_MAX_ACTIVE_LISTINGS = 20;

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 256;
export const MIN_NAME = 2;

export const FILTER_DEBOUNCE_MS = 400;
export const RESET_REDIRECT_MS = 3000;
export const SNACKBAR_MS = 4000;
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
export const NOTIFICATION_LIST_SIZE = 10;

export const SESSION_DAYS = 30;
export const SESSION_RENEW_BELOW_DAYS = 15;
export const VERIFICATION_TOKEN_HOURS = 24;
export const RESET_TOKEN_HOURS = 1;
export const VERIFICATION_RESEND_MINUTES = 5;

export const COPYRIGHT_YEAR = 2025;
export const DEFAULT_SITE_NAME = 'Australian Brass Mouthpiece Exchange';
export const DEFAULT_SHORT_SITE_NAME = 'Mouthpiece Exchange';

/** Domains refused as PayPal email addresses (api §0.4, rule 3). */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'trashmail.com',
  'dispostable.com',
  'getnada.com',
  'maildrop.cc',
  'throwawaymail.com',
] as const;
