import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@lezioni/web-kit';

/**
 * A mailed link's token, read once: from the fragment (`#token=`), which browsers never send to a
 * server, or from the query of reset links mailed before it moved there. It is then dropped from the
 * address bar and the history entry, so it is not shared with the page, bookmarked or left in the history.
 */
export function useLinkToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () => new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token'),
  );
  useEffect(() => {
    if (search || hash) void navigate(pathname, { replace: true });
  }, [navigate, pathname, search, hash]);
  return token;
}
