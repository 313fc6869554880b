import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import { VALIDATION_MESSAGES } from '@lezioni/contracts';
import { switchLanguage } from '@lezioni/web-kit';
import { ADMIN, STUDENT, renderApp } from '../../testing/render-app';

async function signIn(email: string, password: string, { remember = false } = {}) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (remember) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me for 30 days' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login', () => {
  it('when opened, then it shows the spec texts and links', async () => {
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your Italian learning account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/register');
  });

  it('when submitted empty, then the field messages show, and they clear as the user types', async () => {
    const { network } = renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'giulia@example.com');

    expect(screen.queryByText(VALIDATION_MESSAGES.invalidEmail)).not.toBeInTheDocument();
    expect(network.requests.some((r) => r.path === '/api/login')).toBe(false);
  });

  it('when the show button is pressed, then the password becomes readable and can be hidden again', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('when a student signs in, then the button reads Signing in..., the welcome toast shows and the student dashboard opens', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { network } = renderApp('/login', {
      routes: { 'POST /api/login': () => new Promise((resolve) => (answer = resolve)) },
    });

    await signIn('Giulia@Example.com', 'Secret123');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer({ body: { user: STUDENT } });
    expect(await screen.findByText(UI_MESSAGES.loginSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.loginSuccessDescription)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Student dashboard for Giulia Rossi' })).toBeInTheDocument();
    expect(network.requests.find((r) => r.path === '/api/login')?.body).toEqual({
      email: 'giulia@example.com',
      password: 'Secret123',
      rememberMe: false,
    });
  });

  it('when the admin signs in, then the admin dashboard opens', async () => {
    renderApp('/login', { routes: { 'POST /api/login': { body: { user: ADMIN } } } });

    await signIn(ADMIN.email, 'Insegnante2025');

    expect(await screen.findByRole('heading', { name: 'Admin dashboard for Chiara Lombardi' })).toBeInTheDocument();
  });

  it('when "remember me" is ticked, then only the email is stored, sent as rememberMe, and prefilled next time', async () => {
    const { network, unmount } = renderApp('/login', { routes: { 'POST /api/login': { body: { user: STUDENT } } } });

    await signIn('giulia@example.com', 'Secret123', { remember: true });
    await screen.findByRole('heading', { name: 'Student dashboard for Giulia Rossi' });
    unmount();

    expect(network.requests.find((r) => r.path === '/api/login')?.body).toMatchObject({ rememberMe: true });
    expect(Object.values({ ...localStorage })).toEqual(['giulia@example.com']);

    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue('giulia@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me for 30 days' })).toBeChecked();
  });

  it('when "remember me" is unticked at sign-in, then the stored email is removed', async () => {
    localStorage.setItem('lezioni.rememberedEmail', 'old@example.com');
    renderApp('/login', { routes: { 'POST /api/login': { body: { user: STUDENT } } } });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember me for 30 days' }));
    await userEvent.clear(screen.getByLabelText('Email'));

    await signIn('giulia@example.com', 'Secret123');
    await screen.findByRole('heading', { name: 'Student dashboard for Giulia Rossi' });

    expect(localStorage.length).toBe(0);
  });

  it('when the credentials are wrong, then a Login Failed toast shows the server message', async () => {
    renderApp('/login', {
      routes: {
        'POST /api/login': { status: 401, body: { error: 'Invalid email or password.', code: 'invalid_credentials' } },
      },
    });

    await signIn('giulia@example.com', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.loginFailedTitle);
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('when opened in Italian, then the screen, its top bar and its title speak Italian', async () => {
    await switchLanguage('it');
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Bentornato/a' })).toBeInTheDocument();
    expect(screen.getByText('Accedi al tuo account per imparare l’italiano')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Creane uno qui' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('checkbox', { name: 'Ricordami per 30 giorni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inizia ora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', '/privacy-policy');
    expect(document.title).toBe('Accedi – Lezioni');
  });
});
