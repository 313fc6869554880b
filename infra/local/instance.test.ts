import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localDatabaseName, localDatabaseUrl, redisPrefixFor } from './instance';

const README = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

describe('the database of a checkout started with npm start and no DATABASE_URL', () => {
  it('when two checkouts sit in folders of different names, then each has its own database and Redis prefix', () => {
    const main = localDatabaseUrl('/home/anna/src/main');
    const review = localDatabaseUrl('/home/anna/src/review');

    expect(main).not.toBe(review);
    expect(redisPrefixFor(main)).not.toBe(redisPrefixFor(review));
  });

  it('when the folder is a plain clone, then it keeps the lezioni database earlier starts used', () => {
    expect(localDatabaseName('/home/anna/lezioni')).toBe('lezioni');
    expect(localDatabaseName('/home/anna/lezioni-2')).toBe('lezioni_2');
  });

  it('when the folder name has other characters or is very long, then the name is lower case, a-z0-9_, at most 63 characters', () => {
    expect(localDatabaseName('/work/wt/My Checkout.v2')).toBe('lezioni_my_checkout_v2');
    expect(localDatabaseName(`/work/${'x'.repeat(100)}`)).toHaveLength(63);
  });

  it("when the README's configuration table states the default, then it is the one npm start uses", () => {
    const row = README.split('\n').find((line) => line.startsWith('| `DATABASE_URL`'));
    const stated = /`(postgres:\/\/[^`]+)`/.exec(row ?? '')?.[1];

    expect(stated?.replace('<folder>', 'main')).toBe(localDatabaseUrl('/home/anna/src/main'));
  });
});

describe('the Redis prefix of a platform started with npm start', () => {
  it('when two checkouts use different databases on one Redis, then their prefixes differ', () => {
    expect(redisPrefixFor('postgres://postgres@127.0.0.1:5432/lezioni')).toBe('lezioni');
    expect(redisPrefixFor('postgres://postgres@127.0.0.1:5432/lezioni_second')).toBe('lezioni_second');
  });

  it('when the database name holds characters a prefix may not, then they become underscores', () => {
    expect(redisPrefixFor('postgres://postgres@db.example:5432/my%20school')).toBe('my_school');
  });
});
