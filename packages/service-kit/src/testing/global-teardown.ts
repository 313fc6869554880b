import pg from 'pg';
import { adminDatabaseUrl, testDatabaseName } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  await client.query(`drop database if exists "${testDatabaseName()}" with (force)`);
  await client.end();
}
