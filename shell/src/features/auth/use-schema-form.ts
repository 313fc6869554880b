import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type PathValue, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A form validated by a contracts schema the way spec §5 asks: on submit first, then again on every
 * change. Field values are the schema's input, the submit handler gets its parsed output.
 *
 * A field the visitor filled in before the app took the page over (a prerendered page, build/prerender.tsx,
 * or the browser's autofill) keeps its value instead of being reset to the default when the form
 * first takes the field; an untouched field gets the default (the remembered email, say).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const taken = useRef(new Set<string>());
  const register: UseFormRegister<z.input<S>> = (name, options) => {
    const registration = form.register(name, options);
    return {
      ...registration,
      ref: (element: HTMLInputElement | null) => {
        const filledIn = element && !taken.current.has(name) ? filledInValueOf(element) : undefined;
        if (element) taken.current.add(name);
        registration.ref(element);
        if (filledIn !== undefined) {
          form.setValue(name, filledIn as PathValue<z.input<S>, typeof name>, { shouldDirty: true });
        }
      },
    };
  };
  return { ...form, register };
}

/** A field's value when it differs from the one its HTML gave it: what the visitor put there. */
function filledInValueOf(element: HTMLInputElement): string | boolean | undefined {
  if (element.type === 'checkbox') return element.checked !== element.defaultChecked ? element.checked : undefined;
  return element.value !== element.defaultValue ? element.value : undefined;
}
