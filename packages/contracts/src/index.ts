export * from './constants';
export * from './validation';
export * from './entities';
export * from './errors';
export * from './routes';
export * from './remotes';
export * from './upstreams';
export * from './mail';
