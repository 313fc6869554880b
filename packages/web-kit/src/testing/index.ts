export { installFakeAudioContext, type PlayedTone } from './fake-audio-context';
export { FakeEventSource, installFakeEventSource } from './fake-event-source';
export { mockFetch, type MockHandler } from './mock-fetch';
export { renderHookWithStore, renderWithProviders, startedQueries } from './render';
export { TEST_ADMIN, TEST_STUDENT, testConfig, transferOrderFields } from './fixtures';
export { clearCookies, setSessionHint } from './session-hint';
export { contrast } from './contrast';
