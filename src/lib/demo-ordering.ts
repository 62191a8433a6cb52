// The demo's ordering-service settings: the site's defaults when it is built against the
// stand-in on this machine (src/lib/settings.ts), and what the stand-in accepts.

/** The ordering service's demo credentials and fixed place-order access key. */
export const DEMO_ORDERING = {
  username: 'club-kiosk',
  password: 'kiosk-demo-2026',
  accessKey: 'club-order-key-2026',
} as const;
