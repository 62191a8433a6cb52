// The service worker of a build made with PUBLIC_SERVICE_WORKER=off: it replaces any earlier
// worker (a broken one too) on the visitor's next visit, empties every cache the site made,
// unregisters itself and reloads the open pages, which then come from the network alone.

interface RetiringScope {
  skipWaiting(): Promise<void>;
  registration: { unregister(): Promise<boolean> };
  clients: {
    matchAll(options: {
      type: 'window';
    }): Promise<{ url: string; navigate(url: string): unknown }[]>;
  };
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
const worker = self as unknown as RetiringScope;

void worker.skipWaiting();
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await worker.registration.unregister();
      for (const client of await worker.clients.matchAll({ type: 'window' }))
        await client.navigate(client.url);
    })(),
  );
});
