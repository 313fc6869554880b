import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnvFile, writeMissingSecrets } from './env-file';

const pem = (oneLine: string) => oneLine.replace(/\\n/g, '\n');

describe("compose:up's .env", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lezioni-env-file-'));
    file = path.join(dir, '.env');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when .env has some secrets and the shell others, then only the missing ones are appended and none is overwritten', () => {
    writeFileSync(file, '# mine\nPOSTGRES_PASSWORD=kept-password\nADMIN_PASSWORD=\n');

    const written = writeMissingSecrets(file, { ADMIN_EMAIL: 'chiara@example.com' });
    const values = readEnvFile(file);

    expect(readFileSync(file, 'utf8').startsWith('# mine\nPOSTGRES_PASSWORD=kept-password\nADMIN_PASSWORD=\n')).toBe(
      true,
    );
    expect(values.POSTGRES_PASSWORD).toBe('kept-password');
    expect(written).not.toContain('POSTGRES_PASSWORD');
    expect(written).not.toContain('ADMIN_EMAIL');
    expect(written).toEqual(
      expect.arrayContaining([
        'ADMIN_PASSWORD',
        'REDIS_PASSWORD',
        'TURN_SECRET',
        'JWT_PRIVATE_KEY',
        'VAPID_PRIVATE_KEY',
      ]),
    );
    expect(values.ADMIN_PASSWORD!.length).toBeGreaterThanOrEqual(20);
    expect(writeMissingSecrets(file, {})).toEqual(['ADMIN_EMAIL']);
    expect(writeMissingSecrets(file, {})).toEqual([]);
  });

  it('when it writes the session keys, then they are a P-256 pair on one line each that signs and verifies', () => {
    writeMissingSecrets(file, {});
    const values = readEnvFile(file);
    const privateKey = createPrivateKey(pem(values.JWT_PRIVATE_KEY!));
    const signature = sign('sha256', Buffer.from('session'), privateKey);

    expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(verify('sha256', Buffer.from('session'), createPublicKey(pem(values.JWT_PUBLIC_KEY!)), signature)).toBe(
      true,
    );
    expect(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('MAIL_LINK_')),
    ).toHaveLength(2);
  });

  it('when .env holds half of a key pair, then it says so instead of writing the other half', () => {
    writeFileSync(file, 'JWT_PUBLIC_KEY=-----BEGIN PUBLIC KEY-----\\n...\n');

    expect(() => writeMissingSecrets(file, {})).toThrow('JWT_PUBLIC_KEY is set without its pair');
    expect(readFileSync(file, 'utf8')).toBe('JWT_PUBLIC_KEY=-----BEGIN PUBLIC KEY-----\\n...\n');
  });
});
