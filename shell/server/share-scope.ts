import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as contracts from '@lezioni/contracts';
import * as contractsValues from '@lezioni/contracts/values';
import * as webKit from '@lezioni/web-kit';
import { SERVER_SHARE_SCOPE, type SharedSingletonName } from '@lezioni/mf-config/shared';

const SHARED_MODULES: Record<SharedSingletonName, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@lezioni/contracts': contracts,
  '@lezioni/contracts/values': contractsValues,
  '@lezioni/web-kit': webKit,
};

/**
 * Lends this process's shared singletons to the remotes' server builds (mf-config's
 * ServerExposesPlugin): the pages they render use this React, this store and these contracts.
 */
export function lendSharedModules(): void {
  (globalThis as Record<string, unknown>)[SERVER_SHARE_SCOPE] = SHARED_MODULES;
}
