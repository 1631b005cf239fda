export * from './constants';
export * from './email';
export * from './payment-link';
export * from './validation';
export * from './fields';
export * from './auth/schemas';
export * from './profile/schemas';
export * from './spa-routes';
