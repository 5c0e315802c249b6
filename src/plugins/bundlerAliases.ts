/**
 * Module aliases our plugins give the bundler, ahead of Docusaurus's own (exact-match keys end in
 * `$`). Rspack's persistent cache does not notice a changed alias (its version covers the theme's
 * aliases and docusaurus.config.ts only), and would keep resolving a request the old way; the
 * aliases are therefore also written into the cache's version, so a change evicts the cache.
 */
import crypto from 'node:crypto';
import type {Configuration} from 'webpack';

export function prependAliases(config: Configuration, aliases: Record<string, string>, owner: string): void {
  const current = config.resolve?.alias;
  if (Array.isArray(current)) throw new Error(`${owner}: resolve.alias is an array; expected an object.`);
  config.resolve = {...config.resolve, alias: {...aliases, ...current}};
  const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
  if (cache && typeof cache === 'object') {
    const hash = crypto.createHash('sha256').update(JSON.stringify(aliases)).digest('hex').slice(0, 12);
    cache.version = `${cache.version ?? ''}-${hash}`;
  }
}
