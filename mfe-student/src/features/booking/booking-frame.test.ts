import {
  initialBookingFrameStatus,
  nextBookingFrameStatus,
  type BookingFrameEvent,
  type BookingFrameStatus,
} from './booking-frame';

describe('the booking frame', () => {
  it.each([
    ['https://tidycal.com/chiara', 'loading'],
    ['http://localhost:4010/chiara', 'loading'],
    ['', 'error'],
    ['tidycal.com/chiara', 'error'],
    ['javascript:alert(1)', 'error'],
    ['data:text/html,<p>hi</p>', 'error'],
  ] as const)('when the booking page is %j, then the frame starts as %s', (url, expected) => {
    expect(initialBookingFrameStatus(url)).toBe(expected);
  });

  it.each<[BookingFrameStatus, BookingFrameEvent, BookingFrameStatus]>([
    ['loading', 'load', 'loaded'],
    ['loading', 'timeout', 'error'],
    ['loaded', 'timeout', 'loaded'],
    ['error', 'load', 'error'],
    ['loading', 'unreachable', 'error'],
    ['loaded', 'unreachable', 'error'],
    ['error', 'timeout', 'error'],
  ])('when it is %s and %s happens, then it is %s', (status, event, expected) => {
    expect(nextBookingFrameStatus(status, event)).toBe(expected);
  });
});
