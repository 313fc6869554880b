/**
 * Everything in contracts that is not a zod schema: constants, texts, routes, remotes, rules. It
 * imports no zod (a test checks), so pages load it without zod's cost (ARCHITECTURE D26); the schemas
 * and the types are in the package's main entry, which re-exports this one.
 */
export * from './constants';
export * from './errors';
export * from './html';
export * from './routes';
export * from './remotes';
export * from './upstreams';
export * from './booking-values';
export * from './chat-values';
export * from './upload-values';
export * from './lesson-room-values';
export * from './my-data-values';
export * from './learning-values';
export * from './calendar-values';
export * from './availability-values';
export * from './push-values';
export * from './languages';
export * from './time-zones';
export * from './validation-messages';
