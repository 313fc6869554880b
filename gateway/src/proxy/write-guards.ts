import type { Request, RequestHandler } from 'express';
import { MULTIPART_PATHS, SERVER_MESSAGES } from '@lezioni/contracts';
import { AppError, hasBody } from '@lezioni/service-kit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site of a request made by one of our pages, or by the user (an address typed, a bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const isWrite = (req: Request) => !SAFE_METHODS.has(req.method);

/**
 * Refuses (403) a write (any method but GET, HEAD and OPTIONS) that a page of another origin sent:
 * its `Origin` is none of ours, or, without one, its `Sec-Fetch-Site` names another site. The
 * session cookie is SameSite=Lax, which still goes with a form posted from a same-site page (another
 * port on the host, a sibling subdomain); this does not let it through. Ours: APP_URL's origin, the
 * origin the request was sent to (its Host, which no page can set for another site: the same
 * platform reached as localhost or 127.0.0.1), and `allowedOrigins` (ALLOWED_ORIGINS, the origins
 * that CORS lets call with credentials). A client that sends neither header is not a browser, and
 * carries no browser's cookie.
 */
export function refuseCrossSiteWrites(appUrl: string, allowedOrigins: readonly string[]): RequestHandler {
  const ours = new Set([new URL(appUrl).origin, ...allowedOrigins]);
  return (req, _res, next) => {
    if (!isWrite(req)) return next();
    const origin = req.get('origin');
    const isOurs =
      origin === undefined
        ? OWN_FETCH_SITES.has(req.get('sec-fetch-site') ?? 'none')
        : ours.has(origin) || origin === `${req.protocol}://${req.headers.host}`;
    next(isOurs ? undefined : new AppError('cross_site_request', SERVER_MESSAGES.crossSiteRequest));
  };
}

/**
 * Refuses (415) a write to a service whose body is not what its route reads: JSON, or
 * multipart/form-data on the upload paths. A write without a body may leave the type out (the
 * pages' logout, mark-read, order confirmation); a body without a type, or any other type (a
 * form's, even empty), is refused.
 */
export function requireJsonBodies(): RequestHandler {
  return (req, _res, next) => {
    if (!isWrite(req)) return next();
    const type = req.get('content-type')?.split(';')[0]!.trim().toLowerCase();
    const path = req.originalUrl.split('?')[0]!;
    const expected = MULTIPART_PATHS.includes(path) ? 'multipart/form-data' : 'application/json';
    const isExpected = type === undefined ? !hasBody(req) : type === expected;
    next(isExpected ? undefined : new AppError('unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType));
  };
}
