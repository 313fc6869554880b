import pino from 'pino';
import { uniqueEmail, uniqueIp } from '@lezioni/service-kit/testing';
import { openAuthTestApp } from '../testing/auth-test-app';
import { login, register, seedAdmin } from './auth';
import type { AuthDeps } from './deps';

let t: Awaited<ReturnType<typeof openAuthTestApp>>;
let deps: AuthDeps;
beforeAll(async () => {
  t = await openAuthTestApp();
  deps = t.deps;
});
afterAll(async () => {
  await t.close();
});

describe('seeding the teacher', () => {
  it('when it runs again with another password, then there is still one teacher with the first password', async () => {
    const email = uniqueEmail('teacher');

    await seedAdmin(deps, { email, password: 'FirstPass1', name: 'Chiara' });
    await seedAdmin(deps, { email, password: 'SecondPass2', name: 'Chiara' });

    const { user } = await login(deps, { email, password: 'FirstPass1', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('admin');
    await expect(login(deps, { email, password: 'SecondPass2', rememberMe: false }, uniqueIp())).rejects.toMatchObject({
      status: 401,
    });
    const teachers = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(teachers).toHaveLength(1);
  });

  it('when the address belongs to a student, then start-up stops instead of promoting that account', async () => {
    const email = uniqueEmail();
    await register(deps, { name: 'Mallory', email, password: 'Secret123' }, uniqueIp(), 'en');

    await expect(seedAdmin(deps, { email, password: 'Whatever1', name: 'Chiara' })).rejects.toThrow(
      /belongs to a student/,
    );

    const { user } = await login(deps, { email, password: 'Secret123', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('student');
  });

  it("when ADMIN_PASSWORD no longer matches the teacher's password, then a start warns and changes nothing", async () => {
    const email = uniqueEmail('teacher');
    const warnings: string[] = [];
    const watched = { ...deps, logger: pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) }) };
    await seedAdmin(watched, { email, password: 'FirstPass1', name: 'Chiara' });

    await seedAdmin(watched, { email, password: 'FirstPass1', name: 'Chiara' });
    const beforeRotation = warnings.length;
    await seedAdmin(watched, { email, password: 'RotatedPass2', name: 'Chiara' });

    expect(beforeRotation).toBe(0);
    expect(warnings.join('')).toContain("ADMIN_PASSWORD is not the teacher's password");
    const { user } = await login(deps, { email, password: 'FirstPass1', rememberMe: false }, uniqueIp());
    expect(user.role).toBe('admin');
  });
});
