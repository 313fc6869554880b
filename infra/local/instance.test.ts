import { redisPrefixFor } from './instance';

describe('the Redis prefix of a platform started with npm start', () => {
  it('when two checkouts use different databases on one Redis, then their prefixes differ', () => {
    expect(redisPrefixFor('postgres://postgres@127.0.0.1:5432/lezioni')).toBe('lezioni');
    expect(redisPrefixFor('postgres://postgres@127.0.0.1:5432/lezioni_second')).toBe('lezioni_second');
  });

  it('when the database name holds characters a prefix may not, then they become underscores', () => {
    expect(redisPrefixFor('postgres://postgres@db.example:5432/my%20school')).toBe('my_school');
  });
});
