import type { Migration } from 'kysely';
import * as createUsers from './2026-11-22-create-users';
import * as createPasswordResetTokens from './2026-11-23-create-password-reset-tokens';
import * as createSessionRevocations from './2026-11-24-create-session-revocations';
import * as sessionRevocationsByKind from './2026-11-25-session-revocations-by-kind';
import * as createOutbox from './2026-11-27-create-outbox';
import * as usersDeletedAt from './2026-12-01-users-deleted-at';
import * as verifyEmailAddresses from './2026-12-01-verify-email-addresses';
import * as usersTimeZone from './2026-12-05-users-time-zone';
import * as usersLanguage from './2026-12-07-users-language';
import * as usersTimeZoneChosen from './2026-12-09-users-time-zone-chosen';
import * as pushSubscriptions from './2026-12-10-push-subscriptions';

/** In name order; a new migration is one more line here. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-create-users': createUsers,
  '2026-11-23-create-password-reset-tokens': createPasswordResetTokens,
  '2026-11-24-create-session-revocations': createSessionRevocations,
  '2026-11-25-session-revocations-by-kind': sessionRevocationsByKind,
  '2026-11-27-create-outbox': createOutbox,
  '2026-12-01-users-deleted-at': usersDeletedAt,
  '2026-12-01-verify-email-addresses': verifyEmailAddresses,
  '2026-12-05-users-time-zone': usersTimeZone,
  '2026-12-07-users-language': usersLanguage,
  '2026-12-09-users-time-zone-chosen': usersTimeZoneChosen,
  '2026-12-10-push-subscriptions': pushSubscriptions,
};
