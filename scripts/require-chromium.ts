import { chromiumPath } from '../tests/e2e/chromium.ts';

// Browser tests use the system Chromium; nothing here downloads a browser.
if (!chromiumPath()) {
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one with:  sudo apt-get install -y chromium',
      'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
