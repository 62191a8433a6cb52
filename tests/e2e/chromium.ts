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

/**
 * Headless Chromium reports no pointer at all ((hover: none), as a phone would); these flags
 * give its pages a mouse, as Playwright does for its headless desktop pages. The speculation
 * rules prerender only under a mouse (src/lib/navigation/speculation-rules.ts).
 */
export const mousePointerArgs = [
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];
