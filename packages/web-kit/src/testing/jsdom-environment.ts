import { TestEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/**
 * jsdom without fetch is not a browser our code can run in: RTK Query needs fetch, Request and
 * Response. Node's own implementations are lent to the jsdom global, together with the
 * AbortController and stream classes they check their arguments against.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
