import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from './api/api';
import type { AppExtra, ServerRequest } from './api/server-request';
import { chatStreamSlice } from './live/chat-stream-slice';

/** The one store of the app, created by the shell (or by a remote running standalone, or the page renderer). */
export function createAppStore(serverRequest?: ServerRequest) {
  const extra: AppExtra = { serverRequest };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [chatStreamSlice.name]: chatStreamSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
