import { spawn } from 'node:child_process';
import path from 'node:path';
import { testKeys, testRedisUrl } from '@lezioni/service-kit/testing';
import { loadConfig } from './config';
import { start } from './start';

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

const BASE = { JWT_PUBLIC_KEY: testKeys().publicKey, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' };
const ACCOUNT = {
  TRANSFER_ACCOUNT_HOLDER: 'Chiara Lombardi',
  TRANSFER_IBAN: 'IT60 X054 2811 1010 0000 0123 456',
  TRANSFER_BIC: 'BPPIITRRXXX',
};

describe('the bank transfer account (TRANSFER_*)', () => {
  it('when the IBAN and BIC are valid, then they are kept as printed: upper-case, the IBAN in groups of four', () => {
    const config = loadConfig({
      ...BASE,
      ...ACCOUNT,
      TRANSFER_IBAN: 'it60x0542811101000000123456',
      TRANSFER_BIC: 'bppiitrr',
    });

    expect([config.TRANSFER_IBAN, config.TRANSFER_BIC]).toEqual(['IT60 X054 2811 1010 0000 0123 456', 'BPPIITRR']);
  });

  it('when the IBAN has a mistyped digit, then the service refuses to start, naming TRANSFER_IBAN', async () => {
    const mistyped = { ...BASE, ...ACCOUNT, TRANSFER_IBAN: 'IT60 X054 2811 1010 0000 0123 465' };

    await expect(start(mistyped)).rejects.toThrow(/TRANSFER_IBAN: the IBAN's check digits do not match it/);
  });

  it('when the BIC is malformed, then the service refuses to start, naming TRANSFER_BIC', async () => {
    await expect(start({ ...BASE, ...ACCOUNT, TRANSFER_BIC: 'BPPI-IT' })).rejects.toThrow(/TRANSFER_BIC: a BIC has/);
  });

  it('when only some of the three are set, then it refuses to start, naming each missing one', () => {
    expect(() => loadConfig({ ...BASE, TRANSFER_IBAN: ACCOUNT.TRANSFER_IBAN })).toThrow(
      /TRANSFER_ACCOUNT_HOLDER: .*go together[\s\S]*TRANSFER_BIC: .*go together/,
    );
  });

  it('when none is set, then it starts without an account', () => {
    expect(loadConfig(BASE).TRANSFER_IBAN).toBeUndefined();
  });
});
