export { mockFetch, type MockHandler } from './mock-fetch';
export { renderWithProviders } from './render';
