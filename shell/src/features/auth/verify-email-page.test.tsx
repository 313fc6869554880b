import { screen, waitFor } from '@testing-library/react';
import type { ErrorBody } from '@lezioni/contracts';
import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts/values';
import { renderApp, STUDENT } from '../../testing/render-app';

const failure = (status: number, error: string, code: ErrorBody['code']) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

describe('/verify-email', () => {
  it("when the mailed link is opened signed in, then its token is sent once, the page says so and the session's user is asked again", async () => {
    const { network } = renderApp('/verify-email#token=abc', {
      user: { ...STUDENT, emailVerified: false },
      routes: { 'POST /api/verify-email': { body: { message: SERVER_MESSAGES.emailVerified } } },
    });

    expect(await screen.findByRole('heading', { name: 'Email Address Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_MESSAGES.emailVerified);
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/student-dashboard');
    const sent = network.requests.filter((r) => r.path === '/api/verify-email');
    expect(sent.map((r) => r.body)).toEqual([{ token: 'abc' }]);
    const confirmedAt = network.requests.indexOf(sent[0]!);
    await waitFor(() => expect(network.requests.slice(confirmedAt).some((r) => r.path === '/api/me')).toBe(true));
  });

  it('when the link has no token, then Invalid Confirmation Link shows and nothing is sent', async () => {
    const { network } = renderApp('/verify-email');

    expect(await screen.findByRole('heading', { name: 'Invalid Confirmation Link' })).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.verifyNoToken)).toBeInTheDocument();
    expect(network.requests.some((r) => r.path === '/api/verify-email')).toBe(false);
  });

  it.each([
    [
      'an expired link',
      UI_MESSAGES.verifyExpired,
      failure(400, SERVER_MESSAGES.verifyTokenExpired, 'verify_token_expired'),
    ],
    [
      'a used link',
      UI_MESSAGES.verifyInvalid,
      failure(400, SERVER_MESSAGES.verifyTokenInvalid, 'verify_token_invalid'),
    ],
    ['too many attempts', UI_MESSAGES.forgotTooMany, failure(429, SERVER_MESSAGES.tooManyAttempts, 'rate_limited')],
    ['that it is unavailable', UI_MESSAGES.verifyFailed, failure(503, SERVER_MESSAGES.unavailable, 'unavailable')],
  ])('when the server answers %s, then Confirmation Failed says %s', async (_case, text, answer) => {
    renderApp('/verify-email#token=abc', { routes: { 'POST /api/verify-email': answer } });

    expect(await screen.findByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
