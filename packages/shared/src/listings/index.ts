export * from './price';
export * from './schemas';
export * from './query';
export * from './texts';
