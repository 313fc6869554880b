import { DELETE_ACCOUNT_PATH, MY_DATA_PATHS } from './my-data-values';
import { findUpstream } from './upstreams';

describe("a student's own data, by service", () => {
  it('when the gateway routes each part of the download and the deletion, then each reaches the service that owns it', () => {
    expect(findUpstream(MY_DATA_PATHS.profile)).toBe('auth');
    expect(findUpstream(MY_DATA_PATHS.messages)).toBe('chat');
    expect(findUpstream(MY_DATA_PATHS.lessons)).toBe('booking-proxy');
    expect(findUpstream(MY_DATA_PATHS.learning)).toBe('learning');
    expect(findUpstream(DELETE_ACCOUNT_PATH)).toBe('auth');
  });
});
