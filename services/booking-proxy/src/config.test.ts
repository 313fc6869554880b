import { spawn } from 'node:child_process';
import path from 'node:path';
import { testKeys } from '@lezioni/service-kit/testing';
import { loadConfig } from './config';

const ROOT = path.resolve(__dirname, '../../..');
const STRIPE_SHAPED = `whsec_${'a1B2c3D4'.repeat(4)}`;

/** booking-proxy's environment in production with card payments, `webhookSecret` as the endpoint's secret. */
const productionEnv = (webhookSecret: string) => ({
  NODE_ENV: 'production',
  JWT_PUBLIC_KEY: testKeys().publicKey,
  STRIPE_SECRET_KEY: 'sk_live_0123456789',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  // Never reached: configuration is checked before any connection.
  DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
});

describe("the Stripe webhook secret's shape (issue 47)", () => {
  it('when booking-proxy starts in production with a weak webhook secret, then it refuses to start and says why', async () => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'server.ts')], {
      env: { PATH: process.env.PATH ?? '', ...productionEnv('whsec_abc') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain("STRIPE_WEBHOOK_SECRET is not shaped like Stripe's in production");
    expect(output).not.toContain('whsec_abc');
  });

  it.each([
    ['too short', `whsec_${'a'.repeat(31)}`],
    ['without its prefix', 'a'.repeat(40)],
    ['with spaces', `whsec_${'a'.repeat(20)} ${'b'.repeat(20)}`],
  ])('when the secret is %s in production, then the configuration is refused', (_label, secret) => {
    expect(() => loadConfig(productionEnv(secret))).toThrow(/STRIPE_WEBHOOK_SECRET is not shaped like Stripe's/);
  });

  it("when the secret is shaped like Stripe's in production, or weak outside production, then it is accepted", () => {
    expect(loadConfig(productionEnv(STRIPE_SHAPED)).STRIPE_WEBHOOK_SECRET).toBe(STRIPE_SHAPED);
    expect(loadConfig({ ...productionEnv('whsec_abc'), NODE_ENV: 'test' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_abc');
  });
});
