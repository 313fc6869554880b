import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noBareText from './infra/lint/no-bare-text.mjs';
import noCycle from './infra/lint/no-cycle.mjs';
import noInlineStyle from './infra/lint/no-inline-style.mjs';

// The repository's own rules (infra/lint/), one plugin.
const lezioni = { rules: { ...noBareText.rules, ...noCycle.rules, ...noInlineStyle.rules } };

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

const REMOTES = subfolders('.').filter((name) => name.startsWith('mfe-'));
const SERVICES = subfolders('services').map((name) => `services/${name}`);
const APPS = ['shell', 'gateway', ...REMOTES, ...SERVICES];
const SHELL_LAYERS = ['layout', 'remotes', 'session', 'toasts'];

/**
 * Import boundaries (README "Layout"), as zones of import-x/no-restricted-paths: files in `target`
 * may not import from `from`. Paths are resolved, so a package name that lands in another app's
 * folder counts as much as a relative path. Folders are read from disk: a new app, service or
 * feature is covered without editing this file.
 */
const zones = [
  // Apps never import each other; shared code goes into packages/.
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other: move what they share into packages/.',
  })),
  // Shared packages never import apps, nor the tooling around them.
  {
    target: './packages',
    from: [...APPS, 'integration', 'e2e', 'e2e-containers', 'infra'].map((dir) => `./${dir}`),
    message: 'packages/ are shared layers: they never import an app.',
  },
  // Tests and tooling start apps through their package entry (`start`), never through their insides.
  {
    target: ['./integration', './e2e', './e2e-containers', './infra'],
    from: APPS.map((app) => `./${app}`),
    message: 'Start a service by its package name (integration/harness.ts), not through its src/.',
  },
  // The browser tests and the tooling never import each other: what both drive the platform with
  // (starting it, Chromium, waits, mail, coturn) is in packages/local-platform.
  {
    target: './e2e',
    from: './infra',
    message: 'e2e/ and infra/ share code through packages/local-platform, never by importing each other.',
  },
  {
    target: './infra',
    from: './e2e',
    message: 'e2e/ and infra/ share code through packages/local-platform, never by importing each other.',
  },
  // The shell's floors: app/ composes; its shared layers stand side by side, never importing each
  // other, a feature or app/; what they share is on the ground floor, components/, which imports none.
  ...SHELL_LAYERS.map((layer) => ({
    target: `./shell/src/${layer}`,
    from: ['features', 'app', ...SHELL_LAYERS.filter((other) => other !== layer)].map((dir) => `./shell/src/${dir}`),
    message:
      "The shell's shared layers never import each other, a feature or app/: compose in app/, share via components/.",
  })),
  {
    target: './shell/src/components',
    from: ['features', 'app', ...SHELL_LAYERS].map((dir) => `./shell/src/${dir}`),
    message: "components/ is the shell's ground floor: it imports no other folder of the shell.",
  },
  // In a remote, shared folders never import features, and features never import each other.
  ...REMOTES.flatMap((remote) => [
    {
      target: ['components', 'hooks', 'utils'].map((dir) => `./${remote}/src/${dir}`),
      from: [`./${remote}/src/features`, `./${remote}/src/exposes`],
      message: 'Shared folders of a remote never import its features: compose them in exposes/.',
    },
    ...subfolders(`${remote}/src/features`).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: "Features don't import each other: compose them in exposes/.",
    })),
  ]),
  ...subfolders('shell/src/features').map((feature) => ({
    target: `./shell/src/features/${feature}`,
    from: './shell/src/features',
    except: [`./${feature}`],
    message: "Features don't import each other: compose them in app/.",
  })),
  // In a service, imports go one way: routes → domain → data, in each wing (a folder of src/ with
  // its own domain/, as booking-proxy's) as in src/ itself, and no data/ sees any wing's domain.
  ...SERVICES.flatMap((service) => {
    const src = `./${service}/src`;
    const wings = [src, ...subfolders(`${service}/src`).filter((dir) => existsSync(`${service}/src/${dir}/domain`))];
    const layer = (name) => wings.map((wing) => (wing === src ? `${src}/${name}` : `${src}/${wing}/${name}`));
    return [
      {
        target: layer('data'),
        from: [...layer('domain'), ...layer('routes'), `${src}/jobs`],
        message: 'Imports go routes → domain → data: data never imports domain or routes.',
      },
      {
        target: layer('domain'),
        from: [...layer('routes'), `${src}/jobs`],
        message: 'Imports go routes → domain → data: domain never sees routes.',
      },
    ];
  }),
];

/**
 * Pages start without zod (ARCHITECTURE D26): browser code takes contracts' values from its zod-free
 * entry and only types from the main one. Its schemas are loaded by web-kit's forms alone
 * (forms/schema-resolver.ts), when a form is first touched.
 */
const CONTRACTS_TYPES_ONLY = {
  name: '@lezioni/contracts',
  allowTypeImports: true,
  message:
    "Import values from '@lezioni/contracts/values' and types with `import type`: the schemas (zod) are for forms only.",
};
const routerFromWebKit = (message) => ['react-router-dom', 'react-router'].map((name) => ({ name, message }));
// A remote reaches the router and the store through web-kit.
const REMOTE_PATHS = [
  ...['react-router-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react'].map(
    (name) => ({
      name,
      allowTypeImports: true,
      message: "A remote reaches the router and the store through '@lezioni/web-kit': the shell's one copy.",
    }),
  ),
];
// import() is not an import declaration: the lazy() that loads a form passes.
const FORMS_LOAD_LAZILY = {
  group: ['**/*-form'],
  allowTypeImports: true,
  message: "Load a form with lazy(() => import('./…-form')): react-hook-form comes with the form (D26).",
};
const APPS_ROUTER_PATHS = routerFromWebKit("Import the router from '@lezioni/web-kit': the shell's one copy.");

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, lezioni },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-relative-packages': 'error',
      'lezioni/no-cycle': 'error',
    },
  },
  {
    // The router, Redux and RTK are not shared modules (a shared module ships whole, D26): the apps
    // reach the one copy the shell lends through web-kit. Tests run unbundled and may use them.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...APPS_ROUTER_PATHS, CONTRACTS_TYPES_ONLY],
        },
      ],
    },
  },
  {
    // web-kit's other entries are bundled by each app that imports them: they reach the router through
    // the main entry (the shared singleton) too. Only the main entry's router.ts and the standalone
    // mount, which runs without the shell, import it directly.
    files: ['packages/web-kit/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'packages/web-kit/src/router.ts',
      'packages/web-kit/src/standalone/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...routerFromWebKit("Import the router from '@lezioni/web-kit' (its main entry, the shared singleton)."),
            CONTRACTS_TYPES_ONLY,
          ],
        },
      ],
    },
  },
  {
    // The one module that imports contracts' schemas, itself loaded when a form is first touched.
    files: ['packages/web-kit/src/forms/schema-resolver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: routerFromWebKit("Import the router from '@lezioni/web-kit' (its main entry, the shared singleton)."),
        },
      ],
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...REMOTE_PATHS, CONTRACTS_TYPES_ONLY], patterns: [FORMS_LOAD_LAZILY] },
      ],
    },
  },
  {
    // Pages speak the visitor's language: their words come from the translation files (D31).
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/web-kit/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { lezioni },
    rules: { 'lezioni/no-bare-text': 'error' },
  },
  {
    // One styling way (docs/style.md): plain CSS in the feature's *-styles module, rendered through
    // React's <style precedence>; a style prop passes only runtime values, as CSS custom properties.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'packages/web-kit/src/**/*.tsx'],
    plugins: { lezioni },
    rules: { 'lezioni/no-inline-style': 'error' },
  },
  {
    // Routes speak HTTP only: storage is the data layer's business (a wing's routes too).
    files: ['services/*/src/routes/**/*.ts', 'services/*/src/*/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'ioredis', 'bullmq'],
          patterns: [{ group: ['**/data/*'], message: 'Routes call domain code.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // k6 scripts are ES modules run by k6, which provides these globals (infra/k6/README.md).
    files: ['infra/k6/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { open: 'readonly', __ENV: 'readonly' } },
  },
);
