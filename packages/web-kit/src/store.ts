import type { Language } from '@lezioni/contracts/values';
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from './api/api';
import { chatStreamSlice } from './live/chat-stream-slice';

/**
 * Whom a store renders for on the server (the page renderer, ARCHITECTURE D29): its queries ask
 * `apiUrl` with the visitor's own cookies, as the browser would.
 */
/** A render on the server (ARCHITECTURE D29): where the API is, the visitor's cookies and language. */
export type ServerRequest = { apiUrl: string; cookie: string; language?: Language };

/** The thunks' extra argument: the base query reads it. */
export type AppExtra = { serverRequest?: ServerRequest };

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
