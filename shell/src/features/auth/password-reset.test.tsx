import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts/values';
import { VALIDATION_MESSAGES, type ErrorBody } from '@lezioni/contracts';
import type { MockHandler } from '@lezioni/web-kit/testing';
import { renderApp } from '../../testing/render-app';

/** An error answer as our services send it. */
const failure = (status: number, error: ErrorBody['error'], code: ErrorBody['code']): MockHandler => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

describe('/forgot-password', () => {
  it('when the email is sent, then the form is replaced by Check Your Email with the address and a spam hint', async () => {
    const { network } = renderApp('/forgot-password', {
      routes: { 'POST /api/forgot-password': { body: { message: 'ok' } } },
    });

    await userEvent.type(await screen.findByLabelText('Email'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('giulia@example.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(network.requests.find((r) => r.path === '/api/forgot-password')?.body).toEqual({
      email: 'giulia@example.com',
    });
  });

  it('when the email is not an email, then the spec message shows and nothing is sent', async () => {
    const { network } = renderApp('/forgot-password');

    await userEvent.type(await screen.findByLabelText('Email'), 'giulia');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(network.requests.some((r) => r.path === '/api/forgot-password')).toBe(false);
  });

  it.each([
    ['too many attempts', UI_MESSAGES.forgotTooMany, failure(429, SERVER_MESSAGES.tooManyAttempts, 'rate_limited')],
    // The code decides, not the wording: a reworded limit still reads as the spec's 15 minutes.
    ['a reworded limit', UI_MESSAGES.forgotTooMany, failure(429, 'Slow down, please.', 'rate_limited')],
    ['a refused email', UI_MESSAGES.forgotInvalidEmail, failure(400, VALIDATION_MESSAGES.invalidEmail, 'bad_input')],
    ['that it is unavailable', UI_MESSAGES.forgotFailed, failure(503, SERVER_MESSAGES.unavailable, 'unavailable')],
    ['without a code (a proxy)', UI_MESSAGES.forgotFailed, { status: 502, body: 'Bad Gateway' }],
  ])('when the server answers %s, then the Error toast says %s', async (_case, text, answer) => {
    renderApp('/forgot-password', { routes: { 'POST /api/forgot-password': answer } });

    await userEvent.type(await screen.findByLabelText('Email'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.forgotErrorTitle);
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Forgot Password?' })).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('when there is no token, then Invalid Reset Link offers a new link', async () => {
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('when the passwords differ or are short, then the spec messages show', async () => {
    renderApp('/reset-password?token=abc');

    await userEvent.type(await screen.findByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.resetPasswordTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
  });

  it('when the reset succeeds, then Password Reset Complete shows and /login opens after 3 seconds', async () => {
    const { network } = renderApp('/reset-password#token=abc', {
      routes: { 'POST /api/reset-password': { body: {} } },
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => screen.getByRole('button', { name: 'Reset Password' }).click());
    await act(async () => jest.advanceTimersByTimeAsync(50));

    expect(screen.getByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login Now' })).toHaveAttribute('href', '/login');
    expect(network.requests.find((r) => r.path === '/api/reset-password')?.body).toEqual({
      token: 'abc',
      newPassword: 'NewSecret1',
    });

    await act(async () => jest.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(100));
    jest.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('when a link mailed before the token moved to the fragment is opened, then its query token still works', async () => {
    const { network } = renderApp('/reset-password?token=older', {
      routes: { 'POST /api/reset-password': { body: {} } },
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');

    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(network.requests.find((r) => r.path === '/api/reset-password')?.body).toMatchObject({ token: 'older' });
  });

  it.each([
    [
      'an expired link',
      UI_MESSAGES.resetExpired,
      failure(400, SERVER_MESSAGES.resetTokenExpired, 'reset_token_expired'),
    ],
    ['a used link', UI_MESSAGES.resetInvalid, failure(400, SERVER_MESSAGES.resetTokenInvalid, 'reset_token_invalid')],
    ['too many attempts', UI_MESSAGES.forgotTooMany, failure(429, SERVER_MESSAGES.tooManyAttempts, 'rate_limited')],
    [
      'a password rule broken',
      'Password must be at most 256 characters',
      failure(400, 'Password must be at most 256 characters', 'bad_input'),
    ],
    ['that it is unavailable', UI_MESSAGES.resetFailed, failure(503, SERVER_MESSAGES.unavailable, 'unavailable')],
  ])('when the server answers %s, then the Reset Failed toast says %s', async (_case, text, answer) => {
    renderApp('/reset-password#token=abc', { routes: { 'POST /api/reset-password': answer } });
    await userEvent.type(await screen.findByLabelText('New Password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');

    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.resetFailedTitle);
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
  });
});
