export * from './consume-events';
