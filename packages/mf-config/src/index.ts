export { createFederatedAppConfig, createRemoteAppConfig, type WebpackArgv } from './webpack';
export { precompressFile } from './precompress';
export { SERVER_SHARE_SCOPE, serverExposePath } from './shared';
