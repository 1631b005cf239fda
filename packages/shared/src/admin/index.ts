export * from './constants';
export * from './texts';
export * from './schemas';
export * from './responses';
export * from './system';
