import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 20 ms here).
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verified against when the email is unknown, so that answer takes as long as a wrong password.
const decoyHash = hashPassword('decoy password that matches nothing');

/** True when the password matches; with no hash, spends the same time and says no. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await decoyHash), password).catch(() => false);
  return passwordHash !== undefined && matches;
}
