import { readableLogLine } from './log-lines';

const at = new Date(2026, 10, 25, 9, 5, 7).getTime();

describe('readable log lines for a terminal', () => {
  it('when a service logs a message with fields, then it reads as time, service, level, message and key=value', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      service: 'booking-proxy',
      name: 'booking-proxy',
      pid: 1,
      msg: 'tidycal sync done',
      bookings: 3,
      note: 'two words',
    });

    expect(readableLogLine(json, false)).toBe(
      '09:05:07 booking-proxy info  tidycal sync done  bookings=3  note="two words"',
    );
  });

  it('when the line is an access log, then it reads as the request: method, path, status and time taken', () => {
    const json = JSON.stringify({
      level: 40,
      time: at,
      service: 'gateway',
      req: { id: 'r1', method: 'GET', url: '/api/me' },
      res: { statusCode: 401 },
      responseTime: 3,
      msg: 'request completed',
    });

    expect(readableLogLine(json, false)).toBe('09:05:07 gateway       warn  GET /api/me 401 3 ms');
    expect(readableLogLine(json, true)).toBe('\x1b[33m09:05:07 gateway       warn  GET /api/me 401 3 ms\x1b[0m');
  });

  it('when an error carries a stack, then the message is on the line and the stack below it, indented', () => {
    const json = JSON.stringify({
      level: 50,
      time: at,
      service: 'chat',
      msg: 'unexpected error',
      err: { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1)' },
    });

    expect(readableLogLine(json, false)).toBe(
      '09:05:07 chat          error unexpected error  err="boom"\n    Error: boom\n        at f (x.ts:1)',
    );
  });

  it('when a line is not a JSON log line, then it is passed on as it is', () => {
    expect(readableLogLine('webpack compiled successfully', false)).toBe('webpack compiled successfully');
    expect(readableLogLine('{not json', false)).toBe('{not json');
    expect(readableLogLine('{"a":1}', false)).toBe('{"a":1}');
  });
});
