export * from './texts';
export * from './listing-status';
export * from './schemas';
export * from './responses';
