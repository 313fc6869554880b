import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as contracts from '@lezioni/contracts';
import type { FormSchemaName } from './form-schema-name';

/** The resolver of a contracts schema: this module, zod and the schemas load together, when a form first needs them. */
export const resolverOf = (name: FormSchemaName): Resolver<FieldValues, unknown, FieldValues> =>
  zodResolver(contracts[name] as never) as unknown as Resolver<FieldValues, unknown, FieldValues>;
