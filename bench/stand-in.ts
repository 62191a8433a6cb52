import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

// The stand-in API for the bench's builds: one per SEED_SCALE, each on its own port with a
// fresh data directory under bench/tmp/, so a figure never depends on an earlier run.

export interface StandIn {
  scale: number;
  apiUrl: string;
  orderApiUrl: string;
  /** Where the API answers (the site's server forwards the browser's calls there). */
  forward: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts `api/serve.ts` seeded at `scale` and resolves once it answers (`publicOrigin`: where
 * the pictures its answers name are reached, its own address by default). */
export async function startStandIn(
  root: string,
  scale: number,
  port: number,
  { publicOrigin }: { publicOrigin?: string } = {},
): Promise<StandIn> {
  // Per port: two benches (or a bench and a test script) never share a database.
  const dataDir = join(root, 'bench/tmp', `api-${scale}-${port}`);
  const origin = `http://localhost:${port}`;
  // A server already answering there (a stand-in left running) would be measured instead.
  const taken = await fetch(origin + '/').then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is in use; set BENCH_API_PORT to a free one.`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['api/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      SEED_SCALE: String(scale),
      ...(publicOrigin ? { API_PUBLIC_ORIGIN: publicOrigin } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = () => stopChild(child);
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The stand-in API stopped: ${errors.trim()}`);
    // Any answer (a 404 envelope too) means it has seeded and listens.
    const up = await fetch(origin + '/').then(
      () => true,
      () => false,
    );
    if (up)
      return {
        scale,
        apiUrl: `${origin}/web/bc-member/v1`,
        orderApiUrl: `${origin}/ordering`,
        forward: origin,
        dataDir,
        stop,
      };
    await sleep(250);
  }
  await stop();
  throw new Error(`The stand-in API on port ${port} did not answer within 2 minutes.`);
}

/** Stops a child process by its pid and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Changes one news item's title in the stand-in's database, as an editor would: the next
 * build sees one changed story. Returns the story's id.
 */
export function changeOneNewsTitle(dataDir: string, suffix: string): string {
  const db = new DatabaseSync(join(dataDir, 'club.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db
      .prepare("SELECT id, body FROM content WHERE collection = 'news' ORDER BY position LIMIT 1")
      .get() as { id: string; body: string } | undefined;
    if (!row) throw new Error('The stand-in has no news to change.');
    const story = JSON.parse(row.body) as { title: string };
    story.title = `${story.title} (${suffix})`;
    db.prepare("UPDATE content SET body = ? WHERE collection = 'news' AND id = ?").run(
      JSON.stringify(story),
      row.id,
    );
    return row.id;
  } finally {
    db.close();
  }
}
