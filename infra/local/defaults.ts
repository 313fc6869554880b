import { DEMO_ADMIN_PASSWORD } from '@lezioni/service-kit';

/**
 * Demo values for local runs only (`npm start`, browser tests). Production deployments set every
 * one of these through the environment; the services themselves have no default for secrets.
 */
export const LOCAL_DEFAULTS = {
  PORT: '8080',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_EMAIL: 'teacher@lezioni.example',
  ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
  ADMIN_NAME: 'Chiara Lombardi',
} as const;
