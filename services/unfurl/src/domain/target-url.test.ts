import { MAX_URL_LENGTH } from '@lezioni/safe-fetch';
import { AppError } from '@lezioni/service-kit';
import { normaliseUrl, parseTargetUrl, URL_MESSAGES } from './target-url';

const messageOf = (raw: string) => {
  try {
    parseTargetUrl(raw);
    return undefined;
  } catch (err) {
    return err instanceof AppError && err.status === 400 ? err.message : `unexpected: ${String(err)}`;
  }
};

describe('a target URL', () => {
  it.each([
    ['not a url', URL_MESSAGES.notWeb],
    ['/relative/path', URL_MESSAGES.notWeb],
    ['ftp://example.com/file', URL_MESSAGES.notWeb],
    ['file:///etc/passwd', URL_MESSAGES.notWeb],
    ['javascript:alert(1)', URL_MESSAGES.notWeb],
    ['gopher://127.0.0.1:6379/_INFO', URL_MESSAGES.notWeb],
    ['data:text/html,<title>x</title>', URL_MESSAGES.notWeb],
    ['http://user:secret@example.com/', URL_MESSAGES.hasCredentials],
    ['https://user@example.com/', URL_MESSAGES.hasCredentials],
    [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, URL_MESSAGES.tooLong],
  ])('when it is %j, then it is bad input: %s', (raw, message) => {
    const refusal = messageOf(raw);

    expect(refusal).toBe(message);
  });

  it.each([
    ['HTTP://Example.COM:80/a?b=1#frag', 'http://example.com/a?b=1'],
    ['https://EXAMPLE.com:443/', 'https://example.com/'],
    ['https://example.com:8443/x#', 'https://example.com:8443/x'],
    ['http://example.com', 'http://example.com/'],
    ['http://0x7f.1/', 'http://127.0.0.1/'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'http://[::ffff:7f00:1]/'],
  ])('when %s is normalised, then it reads %s', (raw, normalised) => {
    const key = normaliseUrl(parseTargetUrl(raw));

    expect(key).toBe(normalised);
  });
});
