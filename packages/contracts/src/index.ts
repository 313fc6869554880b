export * from './constants';
export * from './validation';
export * from './entities';
export * from './errors';
