import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type * as contracts from '@lezioni/contracts';

export type Contracts = typeof contracts;

/** The name of a contracts schema a form can be validated by, e.g. 'TimeZoneRequestSchema'. */
export type FormSchemaName = {
  [Name in keyof Contracts]: Contracts[Name] extends z.ZodType<FieldValues, FieldValues> ? Name : never;
}[keyof Contracts];
