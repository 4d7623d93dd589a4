import type * as PromClientModule from 'prom-client';

/** prom-client's module, imported on first use (it stays out of the start). */
export type PromClient = typeof PromClientModule;

/**
 * The bundle (scripts/build.mjs) turns prom-client, a CommonJS package, into a chunk whose dynamic
 * import has the exports under `default` only; tsx and Node give them by name. Either works here.
 */
export async function loadPromClient(): Promise<PromClient> {
  const loaded = (await import('prom-client')) as PromClient & { default?: PromClient };
  return typeof loaded.Registry === 'function' ? loaded : loaded.default!;
}
