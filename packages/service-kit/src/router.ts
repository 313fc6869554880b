import express, { type Router } from 'express';

/**
 * A router of our API: a path has one spelling. Express otherwise takes `/api/events/` and
 * `/API/EVENTS` for `/api/events`; strict and case-sensitive, any other spelling falls through to
 * the JSON 404, so what the gateway treats as an event stream (contracts' isEventStreamPath) is
 * exactly what the services serve as one. Services build every router with it (their app refuses
 * one that is not).
 */
export const createRouter = (): Router => express.Router({ caseSensitive: true, strict: true });

/** Whether `router` was made by createRouter. */
export const isStrictRouter = (router: unknown): boolean => {
  const options = router as { caseSensitive?: boolean; strict?: boolean };
  return options.caseSensitive === true && options.strict === true;
};
