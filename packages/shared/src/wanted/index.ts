export * from './texts';
export * from './schemas';
export * from './responses';
