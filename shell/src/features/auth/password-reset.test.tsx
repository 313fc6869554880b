import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES, UI_MESSAGES, VALIDATION_MESSAGES } from '@lezioni/contracts';
import { renderApp } from '../../testing/render-app';
import { forgotPasswordFailureText, resetPasswordFailureText } from './auth-messages';

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

  it('when the server says too many attempts, then the Error toast gives the 15-minute message', async () => {
    renderApp('/forgot-password', {
      routes: { 'POST /api/forgot-password': { status: 429, body: { error: SERVER_MESSAGES.tooManyAttempts } } },
    });

    await userEvent.type(await screen.findByLabelText('Email'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.forgotErrorTitle);
    expect(alert).toHaveTextContent(UI_MESSAGES.forgotTooMany);
  });

  it.each([
    ['Too many attempts. Please try again in 15 minutes.', UI_MESSAGES.forgotTooMany],
    ['Invalid email address', UI_MESSAGES.forgotInvalidEmail],
    ['Something went wrong on our end. Please try again later.', UI_MESSAGES.forgotFailed],
    [undefined, UI_MESSAGES.forgotFailed],
  ])('when the failure reads %s, then the toast says %s', (message, expected) => {
    expect(forgotPasswordFailureText(message)).toBe(expected);
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

  it('when the link has expired, then the Reset Failed toast says so', async () => {
    renderApp('/reset-password?token=abc', {
      routes: { 'POST /api/reset-password': { status: 400, body: { error: SERVER_MESSAGES.resetTokenExpired } } },
    });
    await userEvent.type(await screen.findByLabelText('New Password'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewSecret1');

    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.resetFailedTitle);
    expect(alert).toHaveTextContent(UI_MESSAGES.resetExpired);
  });

  it.each([
    [SERVER_MESSAGES.resetTokenExpired, UI_MESSAGES.resetExpired],
    [SERVER_MESSAGES.resetTokenInvalid, UI_MESSAGES.resetInvalid],
    [SERVER_MESSAGES.tooManyAttempts, UI_MESSAGES.forgotTooMany],
    ['Password must be at least 8 characters long', 'Password must be at least 8 characters long'],
    ['Something went wrong on our end. Please try again later.', UI_MESSAGES.resetFailed],
    [undefined, UI_MESSAGES.resetFailed],
  ])('when the failure reads %s, then the toast says %s', (message, expected) => {
    expect(resetPasswordFailureText(message)).toBe(expected);
  });
});
