import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { STRIPE_WEBHOOK_PATH } from '@lezioni/contracts';
import { startStripeFake, type StripeFake } from '@lezioni/stripe-fake';

/**
 * `npm start` without STRIPE_SECRET_KEY (outside production): the local stand-in for Stripe,
 * labelled as a demo to students and the teacher, so card checkout can be tried end to end without
 * an account: its hosted page "pays", and its signed webhooks reach the gateway on `port` as
 * Stripe's would. Sessions and refunds are kept in `file`. Returns the settings that point booking-proxy at it.
 */
export async function startDemoPayments(
  file: string,
  port: string,
): Promise<{ payments: StripeFake; env: Record<string, string> }> {
  mkdirSync(path.dirname(file), { recursive: true });
  const payments = await startStripeFake({
    stateFile: file,
    webhookUrl: `http://127.0.0.1:${port}${STRIPE_WEBHOOK_PATH}`,
  });
  return {
    payments,
    env: {
      STRIPE_SECRET_KEY: payments.secretKey,
      STRIPE_WEBHOOK_SECRET: payments.webhookSecret,
      STRIPE_API_URL: payments.url,
      STRIPE_DEMO: 'true',
    },
  };
}
