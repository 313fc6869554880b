export { createFederatedAppConfig, createRemoteAppConfig, type WebpackArgv } from './webpack';
export { precompressFile } from './precompress';
export { serverExposePath } from './server-exposes';
