import { loginPath } from '../lib/routes.ts';
import { decodeSession } from '../lib/session.ts';
import { readKey } from '../lib/web-storage.ts';

// Member pages only. The inline guard of MemberLayout checks the session once, before
// paint; this keeps checking: when the member signs out in another tab, or Back brings this
// page out of the browser's page cache after signing out, it goes to /login (and back here
// after signing in). This tab's own Log Out goes home by itself.

let leaving = false;

function stayOnlyIfSignedIn(): void {
  if (leaving) return;
  if (decodeSession((key) => readKey('localStorage', key)).loggedIn) return;
  leaving = true; // signing out removes nine keys: nine events, one page change
  const { pathname, search, hash } = window.location;
  window.location.replace(loginPath(pathname + search + hash));
}

window.addEventListener('storage', (event) => {
  // Another tab changed the session (key null: it cleared the storage).
  if (event.storageArea === localStorage) stayOnlyIfSignedIn();
});
window.addEventListener('pageshow', (event) => {
  leaving = false; // a page back from the cache did not leave after all
  if (event.persisted) stayOnlyIfSignedIn();
});
