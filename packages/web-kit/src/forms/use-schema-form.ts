import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Contracts, FormSchemaName } from './form-schema-name';

let resolvers: Promise<typeof import('./schema-resolver')> | undefined;
/** zod and every contract's schema (about 30 KB, 100 ms of a phone's main thread): loaded once, on demand, again after a failure. */
const loadResolvers = () =>
  (resolvers ??= import(/* webpackChunkName: "form-schemas" */ './schema-resolver').catch((error: unknown) => {
    resolvers = undefined;
    throw error;
  }));

// A form is touched (focused, pressed) before it is sent: its schemas start loading then, so the
// page's own start never pays for them and a submit rarely waits.
if (typeof document !== 'undefined') {
  const TOUCHES = ['focusin', 'pointerdown'];
  const options = { capture: true, passive: true } as const;
  const touched = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.('form')) return;
    loadResolvers().then(
      () => TOUCHES.forEach((type) => document.removeEventListener(type, touched, options)),
      () => undefined,
    );
  };
  TOUCHES.forEach((type) => document.addEventListener(type, touched, options));
}

/** A resolver that validates by the contracts schema `name`, loading the schemas on its first call. */
function lazyResolver(name: FormSchemaName): Resolver<FieldValues, unknown, FieldValues> {
  return async (values, context, options) => {
    const { resolverOf } = await loadResolvers();
    return resolverOf(name)(values, context, options);
  };
}

/**
 * A form validated by the contracts schema named `name` the way spec §5 asks: on submit first,
 * then again on every change. Field values are the schema's input, the submit handler gets its
 * parsed output. The schema is named, not imported: zod and the schemas load when the form is first
 * touched (ARCHITECTURE D26), so a page showing a form starts without them.
 *
 * A field the visitor filled in before the form took it (a page prerendered by build/prerender.tsx
 * and not yet hydrated, or the browser's autofill) keeps its value: react-hook-form sets a field to
 * its default only when its value is still the one its HTML gave it. An untouched field gets the
 * default (the remembered email, say).
 */
export function useSchemaForm<Name extends FormSchemaName>(
  name: Name,
  defaultValues: DefaultValues<z.input<Contracts[Name]>>,
) {
  return useForm<z.input<Contracts[Name]>, unknown, z.output<Contracts[Name]>>({
    resolver: lazyResolver(name) as unknown as Resolver<z.input<Contracts[Name]>, unknown, z.output<Contracts[Name]>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
