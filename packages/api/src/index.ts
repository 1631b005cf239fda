export { appRouter, createCaller, type AppRouter, type AppCaller } from './root';
export { restRoutes } from './routes';
export type { Context, Deps, ListingChanged, ListingWatchers, RequestInfo, ResponseHooks, CredentialSource, Transport, Viewer } from './context';
export type { HostFacts } from './host';
export type { ApiConfig } from './config/api-config';
export type { Logger } from './logger';
export { silentLogger } from './logger';
export { ApiError, validationIssues } from './errors';
export type { ErrorData } from './trpc';
export { createSession, validateSessionToken, SESSION_SECONDS } from './core/sessions';
export { procedurePolicy, SUBSCRIPTION_PATHS } from './procedure-policy';
export { chargeCall, RATE_LIMITED_MESSAGE, type RateLimiter, type Caller } from './policy/rate';
export type { ProcedurePolicy, RateGroup } from './policy/meta';
export { hashToken } from './core/tokens';
export { hashPassword } from './auth/password';
export { settleAfterAnswer } from './auth/after-answer';
export { pathId, type RestRoute, type RestRequest, type HttpMethod } from './rest/route';
export { mediaTypeOf, openApiDocument } from './openapi';
export { toJson } from './core/json';
export { MemoryEventBus, type EventBus, type LiveEvent, type NewMessageEvent, type NotificationEvent } from './events';
export type { MessageShape } from './messages/shapes';
export { sendMessage } from './messages/service';
export type { ConversationSummary } from './messages/read';
export { createMailer, smtpTransport, fileTransport, type Mailer, type MailMessage, type MailTransport } from './mail';
export {
  PhotoService,
  DiskPhotoStore,
  UPLOADS_DIR,
  UPLOADS_PATH,
  parsePhotoFileName,
  photoFileName,
  type PhotoStore,
  type PhotoBatch,
  type PhotoVariant,
} from './photos';
export type { Listing } from './listings/shapes';
export type { ListingListResponse } from './browse/shapes';
export { measurablePostcode } from './places/service';
export { freshCatalog as warmBrowseCatalog } from './browse/catalog/catalog';
export { catalogVersion } from './listings/statements';
export { dataVersion } from './core/data-version';
export { Kept, keptKind, type KeptKind } from './core/kept';
export { alertMatchingSearches, matchingSearches } from './searches/match';
export { savedSearchWatchers } from './searches/watchers';
export { listingFacts } from './browse/filter/facts';
export { sendSearchDigests, type DigestRun } from './searches/digest';
export { composeListingWatchers, NO_LISTING_WATCHERS } from './core/listing-watchers';
export { watchlistWatchers } from './watchlist/watchers';
export { sendWatchDigests } from './watchlist/digest';
export { sweepListingExpiry, type ExpiryRun } from './listings/expiry';
export { expireOffers } from './deals/expiry';
export { offerWatchers } from './deals/watchers';
export { sweepWantedExpiry } from './wanted/expiry';
