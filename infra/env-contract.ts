/**
 * What each process reads from its environment, from its own zod config (`@lezioni/<name>/config`),
 * for the tests that check a deployment (Kubernetes, compose) provides it. Nothing here is a hand
 * list: a key added to a config schema or a service-kit fragment shows up by itself.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

const ROOT = path.resolve(__dirname, '..');

/** Every backend process: each folder under services/, and the gateway. */
export const PROCESS_NAMES = [...readdirSync(path.join(ROOT, 'services')), 'gateway'];

/** Defaults that only make sense on a developer's machine: a deployment must set these keys. */
const LOCAL_DEFAULT = /localhost|127\.0\.0\.1/;

export type EnvContract = {
  /** Every key the process reads. */
  known: ReadonlySet<string>;
  /** Keys without a usable default in a deployment: no default at all, or one pointing at this machine. */
  required: ReadonlySet<string>;
  /** The port it listens on by default (PORT). */
  port: number;
};

type Shape = Record<string, z.ZodType>;

/** The object shape under a schema that may be wrapped in refinements or a transform. */
function shapeOf(schema: z.ZodType): Shape {
  const candidate = schema as unknown as { shape?: Shape; def?: { in?: z.ZodType } };
  if (candidate.shape) return candidate.shape;
  if (candidate.def?.in) return shapeOf(candidate.def.in);
  throw new Error('not an object schema');
}

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParse === 'function';

/** Reads the process's config module and derives its contract. */
export async function envContractOf(name: string): Promise<EnvContract> {
  // By package name, like the integration harness: infra never reaches into an app's src/.
  const module = (await import(`@lezioni/${name}/config`)) as Record<string, unknown>;
  const schemas = Object.values(module).filter(isZodSchema);
  if (schemas.length !== 1) throw new Error(`@lezioni/${name}/config should export one zod schema`);
  const shape = shapeOf(schemas[0]!);
  const required = Object.keys(shape).filter((key) => {
    const unset = shape[key]!.safeParse(undefined);
    return !unset.success || (typeof unset.data === 'string' && LOCAL_DEFAULT.test(unset.data));
  });
  const port = shape.PORT!.parse(undefined) as number;
  return { known: new Set(Object.keys(shape)), required: new Set(required), port };
}
