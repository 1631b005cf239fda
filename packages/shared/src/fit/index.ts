export * from './texts';
export * from './responses';
