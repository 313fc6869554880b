// The alias webpack.ts gives the federation runtime for a remote's standalone page.
declare module 'lezioni-federation-runtime-core' {
  export * from '@module-federation/runtime-core';
}
