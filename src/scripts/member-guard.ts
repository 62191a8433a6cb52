import { loginPath } from '../lib/routes.ts';
import { decodeSession } from '../lib/session.ts';
import { readKey } from '../lib/web-storage.ts';

// Member pages only. The inline guard of MemberLayout checks the session once, before
// paint; this keeps checking: when the member signs out in another tab, or Back brings this
// page out of the browser's page cache after signing out, it goes to /login (and back here
// after signing in). This tab's own Log Out goes home by itself. A page drawn for another
// session than the one now stored (a member signed out and another signed in, in this tab or
// another, on a shared device) is drawn again for the one now signed in: it holds the first
// member's data.

let leaving = false;

const storedSession = () => decodeSession((key) => readKey('localStorage', key));

/** The session this page was drawn for: its token (every sign-in has its own). */
const drawnFor = storedSession().token;

function stayOnlyForDrawnSession(): void {
  if (leaving) return;
  const session = storedSession();
  if (session.loggedIn && session.token === drawnFor) return;
  leaving = true; // signing out removes nine keys: nine events, one page change
  if (session.loggedIn) {
    window.location.reload();
    return;
  }
  const { pathname, search, hash } = window.location;
  window.location.replace(loginPath(pathname + search + hash));
}

window.addEventListener('storage', (event) => {
  // Another tab changed the session (key null: it cleared the storage).
  if (event.storageArea === localStorage) stayOnlyForDrawnSession();
});
window.addEventListener('pageshow', (event) => {
  leaving = false; // a page back from the cache did not leave after all
  if (event.persisted) stayOnlyForDrawnSession();
});
