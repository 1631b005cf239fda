export * from './price';
export * from './schemas';
export * from './query';
export * from './texts';
export * from './query-params';
export * from './filters';
export * from './responses';
export * from './page-params';
