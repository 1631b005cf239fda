/** The settings the API layer reads; the server's validated environment satisfies this. */
export interface ApiConfig {
  /** Absolute origin + path prefix used for links in emails and photo URLs. No trailing slash. */
  publicUrl: string;
  siteName: string;
  shortSiteName: string;
  contactEmail: string;
  mailFrom: string;
  maxActiveListings: number;
  /** Days an active listing stays up without a renewal before it expires (`LISTING_EXPIRY_DAYS`); 0 turns expiry off. */
  listingExpiryDays: number;
  /** Hours an offer stays open before it expires (issue 30). */
  offerHours: number;
  /** Root of the data directory (uploads, mail outbox live below it). */
  dataDir: string;
}
