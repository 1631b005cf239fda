export * from './spec';
export * from './values';
export * from './table';
export * from './read';
export * from './phrases';
export * from './cup';
