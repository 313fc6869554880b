export { createFederatedAppConfig, createRemoteAppConfig, type WebpackArgv } from './webpack';
