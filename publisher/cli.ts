import { resolve } from 'node:path';
import { buildStore } from './publish/build-store.ts';
import { progressLine, summary } from './publish/progress-text.ts';
import { createSitePublisher, defaultStateDir } from './publish/site-publisher.ts';

// `npm run publish [-- --force]`: one rebuild from the command line, with the same checks
// and the same switch as the publish server (which notices the switch within seconds).

const force = process.argv.includes('--force');
const env: NodeJS.ProcessEnv = { ...process.env };
const stateDir = resolve(env.PUBLISHER_DIR ?? defaultStateDir);

async function main(): Promise<number> {
  // Settings not given here are taken from the live build, so a rebuild matches it.
  const store = buildStore(stateDir);
  const liveId = await store.liveId();
  const liveEnv = liveId ? ((await store.meta(liveId))?.env ?? {}) : {};
  const taken = Object.keys(liveEnv).filter((key) => !env[key]);
  for (const key of taken) env[key] = liveEnv[key];
  if (taken.length) console.log(`Using the live build's ${taken.join(', ')}.`);

  const publisher = await createSitePublisher({ stateDir, env, log: () => {} });
  const tty = process.stdout.isTTY;
  let shown = '';
  const show = async () => {
    const { running } = await publisher.status();
    if (!running) return;
    const line = progressLine(running);
    if (tty) process.stdout.write(`\r\x1b[K${line}`);
    else if (running.phase !== shown) console.log(line);
    shown = running.phase;
  };
  const ticker = setInterval(() => void show(), tty ? 250 : 1000);
  const stopWatching = publisher.onChange(() => void show());
  console.log(
    `Publishing from ${env.PUBLIC_API_URL ?? 'the default API'}${force ? ' (forced)' : ''}…`,
  );
  publisher.trigger({ force, by: 'cli' });
  await publisher.whenIdle();
  clearInterval(ticker);
  stopWatching();
  if (tty) process.stdout.write('\r\x1b[K');
  await publisher.close();
  const [entry] = await store.history();
  if (!entry) return 1;
  console.log(summary(entry));
  for (const check of entry.checks ?? [])
    console.log(`  ${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  console.log(`Log: ${store.logsDir}/${entry.id}.log`);
  return entry.result === 'published' || entry.result === 'skipped' ? 0 : 1;
}

process.exitCode = await main();
