import { chromiumPath } from '../tests/e2e/chromium.ts';
import { firefoxPath } from '../tests/e2e/firefox.ts';

// Browser tests use the system Chromium and Firefox; nothing here downloads a browser.
const missing = [
  !chromiumPath() &&
    'No Chromium found. Install one with:  sudo apt-get install -y chromium\n' +
      'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium binary.',
  !firefoxPath() &&
    'No Firefox found. Install one with:  sudo apt-get install -y firefox-esr\n' +
      'or point PLAYWRIGHT_FIREFOX_EXECUTABLE at a Firefox binary.',
].filter(Boolean);
if (missing.length > 0) {
  console.error(['The browser tests need both browsers.', ...missing].join('\n'));
  process.exit(1);
}
