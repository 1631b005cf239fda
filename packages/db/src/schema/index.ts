export * from './users';
export * from './auth';
export * from './listings';
export * from './messages';
export * from './loans';
