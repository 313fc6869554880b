import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A form validated by a contracts schema the way spec §5 asks: on submit first, then again on every
 * change. Field values are the schema's input, the submit handler gets its parsed output.
 *
 * A field the visitor filled in before the form took it (a page prerendered by build/prerender.tsx
 * and not yet hydrated, or the browser's autofill) keeps its value: react-hook-form sets a field to
 * its default only when its value is still the one its HTML gave it. An untouched field gets the
 * default (the remembered email, say).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
