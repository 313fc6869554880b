export { mockFetch, type MockHandler, type MockReply, type RecordedRequest } from './mock-fetch';
export { renderWithProviders } from './render';
