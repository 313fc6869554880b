import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { LoginRequest } from '@lezioni/contracts';
import { useSchemaForm } from './use-schema-form';

/** A sign-in form whose email defaults to a remembered one, as /login's does. */
function SignInForm({ onValues }: { onValues: (values: LoginRequest) => void }) {
  const { register, handleSubmit } = useSchemaForm('LoginRequestSchema', {
    email: 'remembered@example.com',
    password: '',
    rememberMe: false,
  });
  return (
    <form onSubmit={handleSubmit(onValues)} noValidate>
      <input aria-label="Email" type="email" {...register('email')} />
      <input aria-label="Password" type="password" {...register('password')} />
      <input aria-label="Remember me" type="checkbox" {...register('rememberMe')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('a schema form on a prerendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('when the visitor filled fields in before hydration, then they keep their values, and the untouched ones get the defaults', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm onValues={() => undefined} />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;
    field('Password').value = 'Secret123';
    field('Remember me').checked = true;
    const submitted: LoginRequest[] = [];

    await act(async () => {
      root = hydrateRoot(container, <SignInForm onValues={(values) => submitted.push(values)} />);
    });
    await act(async () => container.querySelector('button')!.click());

    expect(field('Password').value).toBe('Secret123');
    expect(field('Email').value).toBe('remembered@example.com');
    expect(submitted).toEqual([{ email: 'remembered@example.com', password: 'Secret123', rememberMe: true }]);
  });
});
