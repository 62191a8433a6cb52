import { logOut } from '../stores/session.ts';
import { home } from '../lib/route-paths.ts';

// The sign-out page (/logout): Log Out's address when the header's script has not run (it has
// not arrived on a slow phone, or failed to load). The session ends here, then home, replacing
// this page so that Back does not sign the member out again.
void logOut().then(() => window.location.replace(home));
