import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { standInApiUrl, startStandInApi, stopChild } from './stack.ts';

// `npm run dev`: the stand-in API (unless PUBLIC_API_URL is set) and Astro's dev server.
const env: NodeJS.ProcessEnv = { ...process.env };
let api: ChildProcess | undefined;
let astro: ChildProcess | undefined;

async function main(): Promise<void> {
  if (!env.PUBLIC_API_URL) {
    const standIn = standInApiUrl();
    env.PUBLIC_API_URL = standIn.apiUrl;
    env.PUBLIC_ORDER_API_URL ??= standIn.orderUrl;
    env.API_PUBLIC_ORIGIN ??= standIn.origin;
    api = await startStandInApi(env);
  }
  const astroBin = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  astro = spawn(process.execPath, [astroBin, 'dev'], { env, stdio: 'inherit' });
  astro.on('exit', async (code) => {
    await stopChild(api);
    process.exit(code ?? 0);
  });
  const stop = async (): Promise<void> => {
    await stopChild(astro);
    await stopChild(api);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopChild(api);
  process.exit(1);
});
