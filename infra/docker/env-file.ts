/**
 * The installation's .env as compose:up keeps it: `KEY=value` lines it reads, and the secrets it
 * appends when neither the file nor the shell has them, never overwriting one.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { LOCAL_DEFAULTS } from '@lezioni/local-platform';
import { generateVapidKeys } from '@lezioni/service-kit';

/** The set `KEY=value` lines of .env (no quotes: compose 1.x and Node read them alike); `KEY=` is unset. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=./.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** A P-256 pair as PEM on one line each (`\n` escaped: the services read it so). */
function p256Pair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
  return { privateKey: oneLine(privateKey), publicKey: oneLine(publicKey) };
}

const secret = (prefix = '') => `${prefix}${randomBytes(24).toString('hex')}`;

/**
 * Appends to `file` every secret neither it nor `shell` has; returns the names written. The admin's
 * password is random (auth refuses the demo one in production): it is in .env.
 */
export function writeMissingSecrets(file: string, shell: NodeJS.ProcessEnv): string[] {
  const known = { ...readEnvFile(file), ...dropUnset(shell) };
  const values: Record<string, () => string> = {
    ADMIN_NAME: () => LOCAL_DEFAULTS.ADMIN_NAME,
    ADMIN_EMAIL: () => LOCAL_DEFAULTS.ADMIN_EMAIL,
    ADMIN_PASSWORD: () => randomBytes(18).toString('base64url'),
    POSTGRES_PASSWORD: () => secret(),
    REDIS_PASSWORD: () => secret(),
    TURN_SECRET: () => secret(),
    DEMO_CALENDAR_TOKEN: () => secret('demo-'),
    DEMO_STRIPE_SECRET_KEY: () => secret('sk_test_'),
    DEMO_STRIPE_WEBHOOK_SECRET: () => secret('whsec_'),
  };
  const lines = Object.entries(values)
    .filter(([name]) => !known[name])
    .map(([name, value]) => `${name}=${value()}`);
  // A key pair is written whole or not at all: half of one would never verify.
  for (const [privateName, publicName] of [
    ['JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY'],
    ['MAIL_LINK_PRIVATE_KEY', 'MAIL_LINK_PUBLIC_KEY'],
  ] as const) {
    if (known[privateName] && known[publicName]) continue;
    if (known[privateName] || known[publicName])
      throw new Error(`${known[privateName] ? privateName : publicName} is set without its pair: set both or neither.`);
    const pair = p256Pair();
    lines.push(`${privateName}=${pair.privateKey}`, `${publicName}=${pair.publicKey}`);
  }
  if (!known.VAPID_PUBLIC_KEY && !known.VAPID_PRIVATE_KEY) {
    const vapid = generateVapidKeys();
    lines.push(`VAPID_PRIVATE_KEY=${vapid.privateKey}`, `VAPID_PUBLIC_KEY=${vapid.publicKey}`);
  } else if (!known.VAPID_PUBLIC_KEY || !known.VAPID_PRIVATE_KEY) {
    throw new Error(
      `${known.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'} is set without its pair: set both or neither.`,
    );
  }
  if (lines.length === 0) return [];
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const separator = existing !== '' && !existing.endsWith('\n') ? '\n' : '';
  const header =
    existing === '' ? "# Written by npm run compose:up: this installation's secrets. Keep it out of git.\n" : '';
  appendFileSync(file, `${separator}${header}${lines.join('\n')}\n`, { mode: 0o600 });
  return lines.map((line) => line.slice(0, line.indexOf('=')));
}

export function dropUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
