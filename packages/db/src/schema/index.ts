export * from './users';
export * from './auth';
export * from './listings';
export * from './messages';
export * from './loans';
export * from './ratings';
export * from './flags';
export * from './audit';
