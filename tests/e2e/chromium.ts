import { existsSync } from 'node:fs';

/** The system Chromium the browser tests drive, or null when none is installed. */
export function chromiumPath(): string | null {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/** Flags for a headless Chromium on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
