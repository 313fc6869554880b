export { SHARED_SINGLETON_NAMES, sharedSingletons, type SharedSingletons } from './shared';
export { federatedAppConfig, type FederatedAppOptions } from './webpack';
