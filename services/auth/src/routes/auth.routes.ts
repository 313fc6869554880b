import { type CookieOptions, type RequestHandler, type Response } from 'express';
import {
  ForgotPasswordRequestSchema,
  LANGUAGE_COOKIE,
  LanguageRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SERVER_MESSAGES,
  SESSION_HINT_COOKIE,
  TimeZoneRequestSchema,
  VerifyEmailRequestSchema,
  type Language,
  type LanguageResponse,
  type NoticeResponse,
  type TimeZoneResponse,
  type UserResponse,
} from '@lezioni/contracts';
import {
  NO_STORE,
  languageOfVisit,
  parseInput,
  requireUser,
  timeZoneOfCookies,
  createRouter,
} from '@lezioni/service-kit';
import { chooseTimeZone, currentUser, login, logout, register, setLanguage } from '../domain/auth';
import type { AuthDeps } from '../domain/deps';
import { resendVerificationMail, verifyEmail } from '../domain/email-verification';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';
import type { IssuedSession } from '../domain/sessions';

/** Names a browser that signed in before (domain/known-devices.ts): sent to the sign-in call only. */
const KNOWN_DEVICE_COOKIE = 'lezioni_device';
/** The language cookie outlives sessions: a signed-out visit keeps speaking the account's language. */
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;

/** The session's own calls; `cookieName` is the one the service's session check reads (the app checks every request's session first). */
export function createAuthRouter(deps: AuthDeps, options: { cookieName: string; isSecure: boolean }) {
  const router = createRouter();
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.isSecure, path: '/' };
  // The hint lives and dies with the session cookie; pages read it (contracts' SESSION_HINT_COOKIE).
  const hintOptions: CookieOptions = { ...cookieOptions, httpOnly: false };
  const { cookieName } = options;
  // Strict: only the app's own sign-in form posts there.
  const deviceCookie = options.isSecure ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
  const deviceOptions: CookieOptions = { ...cookieOptions, sameSite: 'strict', path: '/api/login' };
  // Pages read it (and write it for a signed-out choice): the account's language, on every device it signs in on.
  const languageOptions: CookieOptions = { ...hintOptions, maxAge: LANGUAGE_COOKIE_MAX_AGE_MS };
  const setLanguageCookie = (res: Response, language: Language) =>
    res.cookie(LANGUAGE_COOKIE, language, languageOptions);

  const setSessionCookie = (res: Response, session: IssuedSession) =>
    res
      .cookie(cookieName, session.token, { ...cookieOptions, maxAge: session.cookieMaxAgeMs })
      .cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions, maxAge: session.cookieMaxAgeMs });
  const clearSessionCookies = (res: Response) =>
    res.clearCookie(cookieName, cookieOptions).clearCookie(SESSION_HINT_COOKIE, hintOptions);
  // A session that ended elsewhere (expired, revoked by a password reset) leaves the hint behind.
  const clearStaleHint: RequestHandler = (req, res, next) => {
    if (!req.user && req.cookies?.[SESSION_HINT_COOKIE]) clearSessionCookies(res);
    next();
  };

  router.get('/api/me', clearStaleHint, requireUser, async (req, res) => {
    const user = await currentUser(deps, req.user, timeZoneOfCookies(req.headers.cookie));
    res.set(NO_STORE).json({ user } satisfies UserResponse);
  });

  router.post('/api/register', async (req, res) => {
    const input = parseInput(RegisterRequestSchema, req.body);
    const language = languageOfVisit(req.headers.cookie, req.get('accept-language'));
    const { user, session } = await register(deps, input, req.ip ?? 'unknown', language);
    setSessionCookie(res, session);
    setLanguageCookie(res, user.language)
      .status(201)
      .json({ user } satisfies UserResponse);
  });

  router.post('/api/login', async (req, res) => {
    const input = parseInput(LoginRequestSchema, req.body);
    const deviceToken: unknown = req.cookies?.[deviceCookie];
    const { user, session, device } = await login(
      deps,
      input,
      req.ip ?? 'unknown',
      typeof deviceToken === 'string' ? deviceToken : undefined,
    );
    setSessionCookie(res, session).cookie(deviceCookie, device.token, { ...deviceOptions, maxAge: device.maxAgeMs });
    setLanguageCookie(res, user.language).json({ user } satisfies UserResponse);
  });

  router.put('/api/me/language', requireUser, async (req, res) => {
    const input = parseInput(LanguageRequestSchema, req.body);
    const language = await setLanguage(deps, req.user, input.language);
    setLanguageCookie(res, language).json({ language } satisfies LanguageResponse);
  });

  router.put('/api/me/time-zone', requireUser, async (req, res) => {
    const input = parseInput(TimeZoneRequestSchema, req.body);
    res.json((await chooseTimeZone(deps, req.user, input.timeZone)) satisfies TimeZoneResponse);
  });

  router.post('/api/logout', async (req, res) => {
    // Cleared first: whatever happens server-side, this browser is signed out.
    clearSessionCookies(res);
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
    clearSessionCookies(res);
    res.json({ message: SERVER_MESSAGES.passwordReset });
  });

  router.post('/api/verify-email', async (req, res) => {
    const { token } = parseInput(VerifyEmailRequestSchema, req.body);
    await verifyEmail(deps, token, req.ip ?? 'unknown');
    res.json({ message: SERVER_MESSAGES.emailVerified } satisfies NoticeResponse);
  });

  router.post('/api/verify-email/resend', requireUser, async (req, res) => {
    res.json({ message: await resendVerificationMail(deps, req.user) } satisfies NoticeResponse);
  });

  return router;
}
