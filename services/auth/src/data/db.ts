import type { ColumnType, Generated } from 'kysely';

export const AUTH_SCHEMA = 'auth';

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always stored lower-cased: one account per address whatever its letter case. */
  email: string;
  password_hash: string;
  role: 'admin' | 'student';
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface Database {
  users: UsersTable;
}
