import { existsSync } from 'node:fs';

/**
 * The system Firefox the browser tests drive (Debian's firefox-esr, over WebDriver BiDi:
 * Playwright's `moz-firefox` channel), or null when none is installed.
 */
export function firefoxPath(): string | null {
  const candidates = [process.env.PLAYWRIGHT_FIREFOX_EXECUTABLE, '/usr/bin/firefox-esr'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

/**
 * Preferences for a headless Firefox on a closed network. Playwright's profile already turns
 * off updates, telemetry and safe browsing; Remote Settings would still ask Mozilla's server
 * at start, so it is pointed at a closed loopback port.
 */
export const firefoxUserPrefs = {
  'services.settings.server': 'http://127.0.0.1:9/v1',
};
