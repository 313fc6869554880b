import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start. Throws a ConfigError that lists every bad or missing key,
 * so an operator fixes them all in one go.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): Readonly<z.infer<S>> {
  // Blank values count as unset: `FOO=` in a .env file should fall back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

const pem = (what: string) =>
  z
    .string({ error: `${what} is required (a PEM key; \`npm start\` generates one for local runs)` })
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine((value) => value.includes('-----BEGIN'), { error: `${what} must be a PEM key` });

/** Keys every HTTP service reads. Only values that are safe in development have defaults. */
export const ServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/lezioni'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  JWT_PUBLIC_KEY: pem('JWT_PUBLIC_KEY'),
  /** Which proxies' X-Forwarded-For to believe (Express "trust proxy"): the gateway on a private network. */
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
});

export const privateKeyEnv = pem;
