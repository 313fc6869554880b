import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatStreamStatus } from './chat-stream-machine';

/** 'unsupported': the browser has no EventSource; the pages poll, as when the stream is down. */
type ChatStreamSliceState = { status: ChatStreamStatus | 'unsupported' };

const initialState: ChatStreamSliceState = { status: 'idle' };

/** Where the live event stream stands, for the queries that poll only while it is down. */
export const chatStreamSlice = createSlice({
  name: 'chatStream',
  initialState,
  reducers: {
    chatStreamStatusChanged(state, action: PayloadAction<ChatStreamSliceState['status']>) {
      state.status = action.payload;
    },
  },
});

export const { chatStreamStatusChanged } = chatStreamSlice.actions;
