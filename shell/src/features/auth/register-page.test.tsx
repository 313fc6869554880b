import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts/values';
import { VALIDATION_MESSAGES } from '@lezioni/contracts';
import { STUDENT, renderApp } from '../../testing/render-app';

async function fillIn({
  name = 'Giulia Rossi',
  email = 'giulia@example.com',
  password = 'Secret123',
  agree = true,
} = {}) {
  await userEvent.type(await screen.findByLabelText('Full Name'), name);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (agree) await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('/register', () => {
  it('when opened, then the fields, password hint and legal links are there', async () => {
    renderApp('/register');

    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with at least 1 uppercase letter and 1 number.',
    );
    const form = screen.getByRole('main');
    expect(within(form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it('when submitted with bad values, then every spec message shows', async () => {
    renderApp('/register');
    await fillIn({ name: 'G', email: 'giulia@', password: 'abcdefgh', agree: false });

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooWeak)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.mustAgreeToTerms)).toBeInTheDocument();
  });

  it('when the account is created, then the user is welcomed by name on the student dashboard, and the payload has no agreeToTerms', async () => {
    const { network } = renderApp('/register', {
      routes: { 'POST /api/register': { status: 201, body: { user: STUDENT } } },
    });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Student dashboard for Giulia Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Welcome, Giulia Rossi!');
    expect(network.requests.find((r) => r.path === '/api/register')?.body).toEqual({
      name: 'Giulia Rossi',
      email: 'giulia@example.com',
      password: 'Secret123',
    });
  });

  it('when the email is taken, then a Registration Failed toast shows the server message', async () => {
    renderApp('/register', {
      routes: {
        'POST /api/register': { status: 409, body: { error: SERVER_MESSAGES.emailTaken, code: 'email_taken' } },
      },
    });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UI_MESSAGES.registrationFailedTitle);
    expect(alert).toHaveTextContent(SERVER_MESSAGES.emailTaken);
  });
});
