import { PreflightError } from './preflight';

/** `REPLICAS_BOOKING_PROXY` for `booking-proxy`. */
export const replicasKeyOf = (service: string) => `REPLICAS_${service.toUpperCase().replaceAll('-', '_')}`;

/**
 * How many processes of `service` to run (`REPLICAS_<NAME>`, default 1): each on its own port, the
 * gateway spreading calls over them. Anything but a whole number from 1 to 16 is refused by name.
 */
export function replicaCount(env: Record<string, string | undefined>, service: string): number {
  const key = replicasKeyOf(service);
  const value = env[key];
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new PreflightError(`${key} must be a whole number from 1 to 16 (got "${value}").`);
  }
  return count;
}
