export { installFakeAudioContext, type PlayedTone } from './fake-audio-context';
export { FakeEventSource, installFakeEventSource } from './fake-event-source';
export { mockFetch, type MockHandler } from './mock-fetch';
export { renderWithProviders } from './render';
