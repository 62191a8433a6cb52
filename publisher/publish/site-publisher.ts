import { resolve } from 'node:path';
import { readSiteConfig } from '../../src/lib/settings.ts';
import { astroBuild, cacheDirFor, projectRoot } from '../build/astro-build.ts';
import { createFingerprinter } from '../build/fingerprint.ts';
import { createPublisher, type PublisherOptions } from './publish-queue.ts';

/** Where the publisher keeps its builds unless PUBLISHER_DIR says otherwise. */
export const defaultStateDir = '.publisher';

/**
 * The publisher of this site: real `astro build`s in the given environment (the server's own:
 * PUBLIC_API_URL and the rest), skipped when the fingerprint says nothing changed.
 */
export function createSitePublisher(
  options: { stateDir?: string; env?: NodeJS.ProcessEnv } & Pick<
    PublisherOptions,
    'log' | 'onLive' | 'keep'
  >,
) {
  const env = options.env ?? process.env;
  const stateDir = resolve(options.stateDir ?? env.PUBLISHER_DIR ?? defaultStateDir);
  const config = readSiteConfig(env);
  const fingerprinter = createFingerprinter(projectRoot, env);
  return createPublisher({
    stateDir,
    build: astroBuild({ env, cacheDir: cacheDirFor(stateDir, env) }),
    currentFingerprint: (live) => fingerprinter.current(live),
    siteUrl: config.siteUrl,
    env,
    log: options.log,
    onLive: options.onLive,
    keep: options.keep,
  });
}
