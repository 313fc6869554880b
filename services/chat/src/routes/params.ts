import type { Request } from 'express';

/** The `:id` of the path; '' if absent, which no lookup matches (a 404, never a 500). */
export const idParam = (req: Request): string => {
  const id = req.params.id;
  return typeof id === 'string' ? id : '';
};
