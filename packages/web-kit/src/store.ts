import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from './api/api';
import { chatStreamSlice } from './live/chat-stream-slice';

/** The one store of the app, created by the shell (or by a remote running standalone). */
export function createAppStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [chatStreamSlice.name]: chatStreamSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
