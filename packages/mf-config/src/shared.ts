/**
 * Modules every federated app must load exactly once: React holds context, and the router, the
 * store and the RTK Query api live in @lezioni/web-kit (ARCHITECTURE D6). A shared module ships
 * whole, never tree-shaken: so the router, Redux and RTK are not shared by themselves (only the
 * shell and web-kit import them; the remotes reach them through web-kit, eslint says so; NOTES.md).
 * Contracts are two singletons: pages load its zod-free `values` entry at start, the schemas (zod)
 * only with a form (ARCHITECTURE D26).
 */
export const SHARED_SINGLETON_NAMES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@lezioni/contracts',
  '@lezioni/contracts/values',
  '@lezioni/web-kit',
] as const;

type SharedSingletons = Record<string, { singleton: true; requiredVersion: false }>;

/**
 * The `shared` option of every ModuleFederationPlugin. Versions are not checked: the monorepo
 * installs one copy of each, and a mismatch warning at runtime would only add noise. Names match
 * exactly: a subpath such as '@lezioni/web-kit/theme' is bundled by each app that imports it.
 */
export function createSharedConfig(): SharedSingletons {
  return Object.fromEntries(SHARED_SINGLETON_NAMES.map((name) => [name, { singleton: true, requiredVersion: false }]));
}

export type SharedSingletonName = (typeof SHARED_SINGLETON_NAMES)[number];

/**
 * The global under which a Node process that renders remotes' pages (the landing page's prerender,
 * the page renderer) lends them its shared singletons, by name: the server builds of the exposes
 * (ServerExposesPlugin) take React, the store and the contracts from there, as the browser builds
 * take them from the federation runtime's share scope.
 */
export const SERVER_SHARE_SCOPE = '__lezioniSharedModules';

/** Where a remote's build puts the server build of an exposed module, relative to its `dist`. */
export const serverExposePath = (expose: string) => `server/${expose}.js`;
