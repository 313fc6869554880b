import pg from 'pg';
import { isTestContainersRun, stopTestContainers } from './containers';
import { adminDatabaseUrl, testDatabaseName } from './test-database';

export default async function globalTeardown(): Promise<void> {
  // The run's own containers go with everything in them.
  if (isTestContainersRun()) return stopTestContainers();
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  await client.query(`drop database if exists "${testDatabaseName()}" with (force)`);
  await client.end();
}
