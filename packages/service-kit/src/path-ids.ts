import type { Request } from 'express';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths are checked before any query: PostgreSQL would reject a malformed uuid with an
 * error, where the caller should get the 404 of an id that isn't there.
 */
export const isUuid = (value: string) => UUID.test(value);

/** The path's `:id` (or the parameter `name`); '' if absent, which no lookup matches (a 404, never a 500). */
export const idParam = (req: Request, name = 'id'): string => {
  const id = req.params[name];
  return typeof id === 'string' ? id : '';
};
