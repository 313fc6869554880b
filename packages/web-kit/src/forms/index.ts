// Its own entry: only pages with a form load react-hook-form; zod and the contracts' schemas load
// when a form is first touched (use-schema-form.ts, D26).
export { useSchemaForm } from './use-schema-form';
export type { FormSchemaName } from './form-schema-name';
