// No zod here: the filter bar, the browse URLs and saved searches' summaries read this table in
// the web app's entry chunk (ADR 013); the API's zod parameters are built on it in ../query-params.ts.
export * from './spec';
export * from './values';
export * from './table';
export * from './read';
export * from './phrases';
export * from './cup';
