import { type CookieOptions } from 'express';
import {
  DELETE_ACCOUNT_PATH,
  DeleteAccountRequestSchema,
  MY_DATA_PATHS,
  SESSION_HINT_COOKIE,
  type ProfileExport,
} from '@lezioni/contracts';
import { NO_STORE, parseInput, createRouter } from '@lezioni/service-kit';
import type { AuthDeps } from '../domain/deps';
import { deleteAccount, exportProfile } from '../domain/own-data';

/** A student's own data: auth's part of the download, and deleting the account. */
export function createOwnDataRouter(deps: AuthDeps, options: { cookieName: string; isSecure: boolean }) {
  const router = createRouter();
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.isSecure, path: '/' };

  router.get(MY_DATA_PATHS.profile, async (req, res) => {
    res.set(NO_STORE).json((await exportProfile(deps, req.user)) satisfies ProfileExport);
  });

  router.post(DELETE_ACCOUNT_PATH, async (req, res) => {
    const input = parseInput(DeleteAccountRequestSchema, req.body);
    await deleteAccount(deps, req.user, input, req.ip ?? 'unknown');
    // Every session of the account is revoked now; this browser forgets its cookies too.
    res
      .clearCookie(options.cookieName, cookieOptions)
      .clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions, httpOnly: false })
      .status(204)
      .end();
  });

  return router;
}
