export * from './constants';
export * from './dates';
export * from './schemas';
export * from './transitions';
export * from './responses';
