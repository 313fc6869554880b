import { Router, type CookieOptions, type Response } from 'express';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SERVER_MESSAGES,
  type UserResponse,
} from '@lezioni/contracts';
import { authenticate, parseInput, requireUser, type SessionVerifier } from '@lezioni/service-kit';
import { currentUser, login, logout, register, type AuthDeps } from '../domain/auth';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';
import type { IssuedSession } from '../domain/sessions';

export function createAuthRouter(deps: AuthDeps, options: { verifySession: SessionVerifier; isSecure: boolean }) {
  const router = Router();
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.isSecure, path: '/' };
  const { cookieName } = options.verifySession;

  const setSessionCookie = (res: Response, session: IssuedSession) =>
    res.cookie(cookieName, session.token, { ...cookieOptions, maxAge: session.cookieMaxAgeMs });

  router.use(authenticate(options.verifySession));

  router.get('/api/me', requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: await currentUser(deps, req.user) } satisfies UserResponse);
  });

  router.post('/api/register', async (req, res) => {
    const input = parseInput(RegisterRequestSchema, req.body);
    const { user, session } = await register(deps, input, req.ip ?? 'unknown');
    setSessionCookie(res, session)
      .status(201)
      .json({ user } satisfies UserResponse);
  });

  router.post('/api/login', async (req, res) => {
    const input = parseInput(LoginRequestSchema, req.body);
    const { user, session } = await login(deps, input, req.ip ?? 'unknown');
    setSessionCookie(res, session).json({ user } satisfies UserResponse);
  });

  router.post('/api/logout', async (req, res) => {
    // Cleared first: whatever happens server-side, this browser is signed out.
    res.clearCookie(cookieName, cookieOptions);
    await logout(deps, req.user);
    res.status(204).end();
  });

  router.post('/api/forgot-password', async (req, res) => {
    const { email } = parseInput(ForgotPasswordRequestSchema, req.body);
    await requestPasswordReset(deps, email, req.ip ?? 'unknown');
    res.json({ message: SERVER_MESSAGES.resetEmailSent });
  });

  router.post('/api/reset-password', async (req, res) => {
    const input = parseInput(ResetPasswordRequestSchema, req.body);
    await resetPassword(deps, input, req.ip ?? 'unknown');
    // Every session of the account is revoked now, this browser's too.
    res.clearCookie(cookieName, cookieOptions);
    res.json({ message: SERVER_MESSAGES.passwordReset });
  });

  return router;
}
