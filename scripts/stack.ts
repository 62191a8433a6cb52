import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the stand-in API listens when this process starts it. */
export function standInApiUrl(): { origin: string; apiUrl: string; orderUrl: string } {
  const port = Number(process.env.API_PORT ?? 4010);
  const origin = `http://localhost:${port}`;
  return {
    origin,
    apiUrl: `${origin}/web/bc-member/v1`,
    orderUrl: `${origin}/ordering`,
  };
}

/** Starts the stand-in API as a child process (same Node) and resolves once it answers /health. */
export async function startStandInApi(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['api/serve.ts'], { cwd: root, env, stdio: 'inherit' });
  const { origin } = standInApiUrl();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The stand-in API exited (code ${child.exitCode}).`);
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill();
  throw new Error(`The stand-in API did not answer at ${origin}/health within 2 minutes.`);
}

/** Stops a child by the process id we started it with, waiting for it to exit. */
export function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
