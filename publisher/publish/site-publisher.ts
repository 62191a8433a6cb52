import { resolve } from 'node:path';
import { readSiteConfig } from '../../src/lib/settings.ts';
import { astroBuild, cacheDirFor, projectRoot } from '../build/astro-build.ts';
import { createFingerprinter } from '../build/fingerprint.ts';
import { cdnPublishing } from '../deploy/cdn-publishing.ts';
import { readDeployTarget } from '../deploy/targets.ts';
import { buildStore } from './build-store.ts';
import { createNotifier } from './notify.ts';
import { createPublisher, type PublisherOptions } from './publish-queue.ts';
import { readPublishSettings } from './publish-settings.ts';

/** Where the publisher keeps its builds unless PUBLISHER_DIR says otherwise. */
export const defaultStateDir = '.publisher';

/**
 * The publisher of this site: real `astro build`s in the given environment (the server's own:
 * PUBLIC_API_URL and the rest), skipped when the fingerprint says nothing changed; with
 * `watch`, the watcher asks the provider for changes on the interval of PUBLISH_WATCH_MINUTES
 * (or the admin's), notices go to PUBLISH_NOTIFY_URL, and each build that goes live goes to
 * the CDN of PUBLISH_TARGET first.
 */
export async function createSitePublisher(
  options: {
    stateDir?: string;
    env?: NodeJS.ProcessEnv;
    watch?: boolean;
    minuteMs?: number;
  } & Pick<PublisherOptions, 'log' | 'onLive' | 'keep'>,
) {
  const env = options.env ?? process.env;
  const stateDir = resolve(options.stateDir ?? env.PUBLISHER_DIR ?? defaultStateDir);
  const config = readSiteConfig(env);
  const settings = readPublishSettings(env);
  const fingerprinter = createFingerprinter(projectRoot, env);
  const log = options.log ?? ((line: string) => console.log(line));
  const target = readDeployTarget(env, stateDir);
  const cdn =
    target &&
    (await cdnPublishing(target, {
      stateDir,
      siteDirOf: (id) => buildStore(stateDir).siteDir(id),
      log,
    }));
  return createPublisher({
    cdn,
    preview: settings.preview,
    watch: options.watch
      ? { minutes: settings.watchMinutes, minuteMs: options.minuteMs }
      : undefined,
    notifier: createNotifier({
      url: settings.notifyUrl,
      when: settings.notifyWhen,
      site: config.siteUrl,
      log,
    }),
    stateDir,
    build: astroBuild({ env, cacheDir: cacheDirFor(stateDir, env) }),
    currentFingerprint: (live) => fingerprinter.current(live),
    siteUrl: config.siteUrl,
    env,
    log,
    onLive: options.onLive,
    keep: options.keep,
  });
}
