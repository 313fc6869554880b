export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Named after the jest parent process, so setup and teardown agree and parallel runs don't collide. */
export function testDatabaseName(): string {
  return `lezioni_test_${process.pid}`;
}
