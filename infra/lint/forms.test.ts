import { LINT_TIMEOUT_MS, lintAs } from './lint-as';

describe("a remote's forms, linted", () => {
  it.concurrent(
    'when a page imports a form or a schema itself, then lint fails: react-hook-form comes with the form, the schemas when it is touched',
    async () => {
      const result = await lintAs(
        'mfe-student/src/features/time-zone/components/probe.tsx',
        "import { TimeZoneRequestSchema } from '@lezioni/contracts';\nimport { TimeZoneForm } from './time-zone-form';\n\nexport const probe = [TimeZoneRequestSchema, TimeZoneForm];\n",
      );

      expect(result.code).toBe(1);
      expect(result.output.match(/@typescript-eslint\/no-restricted-imports/g)).toHaveLength(2);
    },
    LINT_TIMEOUT_MS,
  );

  it.concurrent(
    'when a form imports a schema itself, then lint fails: it names the schema to the form hook',
    async () => {
      const result = await lintAs(
        'mfe-student/src/features/time-zone/components/probe-form.tsx',
        "import { TimeZoneRequestSchema } from '@lezioni/contracts';\n\nexport const probe = TimeZoneRequestSchema;\n",
      );

      expect(result.code).toBe(1);
      expect(result.output).toContain('@typescript-eslint/no-restricted-imports');
    },
    LINT_TIMEOUT_MS,
  );

  it.concurrent(
    'when a page loads a form with import(), then lint passes',
    async () => {
      const result = await lintAs(
        'mfe-student/src/features/time-zone/components/probe.tsx',
        "export const probe = () => import('./time-zone-form');\n",
      );

      expect(result).toEqual({ code: 0, output: '' });
    },
    LINT_TIMEOUT_MS,
  );
});
