import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Language } from '@lezioni/contracts';
import type { OutboxTable } from '@lezioni/service-kit';

export const AUTH_SCHEMA = 'auth';

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always stored lower-cased: one account per address whatever its letter case. */
  email: string;
  password_hash: string;
  /** Set when its student deleted the account: the row is anonymised and can never sign in. */
  deleted_at: ColumnType<Date | null, never, Date>;
  role: 'admin' | 'student';
  /** When the owner followed the mailed confirmation link; null until then. */
  email_verified_at: Date | null;
  /**
   * The IANA zone the user reads times in: the one they chose, else their last visit's (the pages'
   * `lezioni_tz` cookie); null until one told it.
   */
  time_zone: ColumnType<string | null, never, string>;
  /** True while `time_zone` is the user's choice: visits leave it alone. */
  time_zone_chosen: ColumnType<boolean, never, boolean>;
  /** The language the product speaks to the user (pages on every device, mails): the visit's at registration, then their choice. */
  language: ColumnType<Language, Language | undefined, Language>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

/** A mailed single-use link's token (password reset, address confirmation), kept by its SHA-256 only. */
export interface SingleUseTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

/**
 * The durable copy of the revocations verifiers read from Redis (Redis may restart empty).
 * `session`: one session (subject = its id); `user`: every session of a user (subject = the
 * user's id) issued up to `revoked_at`.
 */
export interface SessionRevocationsTable {
  kind: 'session' | 'user';
  subject: string;
  revoked_at: Date;
  expires_at: Date;
  created_at: ColumnType<Date, never, never>;
}

/**
 * What other services must get, written in the transaction of the change and deleted once relayed
 * to Redis (ARCHITECTURE D13): user events and mails. `queue_prefix` is the REDIS_PREFIX of the
 * writer: only a relay with the same prefix sends the row, so deployments sharing a database
 * (tests, a second checkout) each get their own; null (the backfill) is anyone's.
 */
export type AuthOutboxTable = OutboxTable<'user-events' | 'mail'>;

/** A browser's Web Push subscription (D33): one per endpoint, for the session (device) that made it. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  /** The session that subscribed: its logout deletes the row. */
  session_id: string;
  endpoint: string;
  /** The device's P-256 public key and authentication secret (base64url), the payload is encrypted for. */
  p256dh: string;
  auth_secret: string;
  device_label: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An account's push choices, once changed: the kinds turned off, and whether a message's text may show. */
export interface PushPreferencesTable {
  user_id: string;
  disabled_kinds: string[];
  show_previews: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  users: UsersTable;
  password_reset_tokens: SingleUseTokensTable;
  email_verification_tokens: SingleUseTokensTable;
  session_revocations: SessionRevocationsTable;
  outbox: AuthOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
}

/** The pool or a transaction: a Kysely `Transaction` is a `Kysely`, so repositories take either. */
export type Db = Kysely<Database>;
